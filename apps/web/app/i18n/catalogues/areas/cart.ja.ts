// Japanese messages of one area (docs/languages.md): every id of cart.en.ts.
import type { cartEn } from './cart.en';

export const cartJa: Record<keyof typeof cartEn, string> = {};
