// Japanese messages of one area (docs/languages.md): every id of product.en.ts.
import type { productEn } from './product.en';

export const productJa: Record<keyof typeof productEn, string> = {};
