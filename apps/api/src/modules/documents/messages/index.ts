// The trade papers in the ordering buyer's language (docs/languages-mails-and-papers.md).
import { translatorOf } from '../../../i18n/translate.ts';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { zhCN } from './zh-CN.ts';

export const paperCatalogues = { en, ja, 'zh-CN': zhCN };

/** `t(id, values)` of the papers in a language. */
export const paperT = translatorOf(paperCatalogues);
