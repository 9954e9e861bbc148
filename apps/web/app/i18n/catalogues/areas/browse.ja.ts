// Japanese messages of one area (docs/languages.md): every id of browse.en.ts.
import type { browseEn } from './browse.en';

export const browseJa: Record<keyof typeof browseEn, string> = {};
