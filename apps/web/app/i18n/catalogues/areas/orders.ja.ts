// Japanese messages of one area (docs/languages.md): every id of orders.en.ts.
import type { ordersEn } from './orders.en';

export const ordersJa: Record<keyof typeof ordersEn, string> = {};
