// The buyer's mails in their language (docs/languages-mails-and-papers.md).
import { translatorOf } from '../../../i18n/translate.ts';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { zhCN } from './zh-CN.ts';

export const mailCatalogues = { en, ja, 'zh-CN': zhCN };

/** `t(id, values)` of the mails in a language. */
export const mailT = translatorOf(mailCatalogues);
