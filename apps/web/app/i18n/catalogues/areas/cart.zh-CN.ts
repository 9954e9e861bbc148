// Simplified Chinese messages of one area (docs/languages.md): every id of cart.en.ts.
import type { cartEn } from './cart.en';

export const cartZhCN: Record<keyof typeof cartEn, string> = {};
