// Japanese messages of one area (docs/languages.md): every id of account.en.ts.
import type { accountEn } from './account.en';

export const accountJa: Record<keyof typeof accountEn, string> = {};
