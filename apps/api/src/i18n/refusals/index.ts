// The storefront's refusals in the request's language (docs/refusals-in-languages.md). The code
// that refuses writes English, as the specs fix it; an answer on its way out is translated here,
// by matching its sentence against the catalogue's English ids: an id without placeholders is
// looked up, one with placeholders ("Send at most {max} lines at a time.") becomes a pattern
// whose captures are its values. A captured value that is itself a catalogue sentence or term
// ("12 pairs", "address line 1", the outcome after a stock refusal) is translated too.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { translatorOf, type Translate } from '../translate.ts';
import { en, REFUSALS, type RefusalId } from './en.ts';
import { ja } from './ja.ts';
import { zhCN } from './zh-CN.ts';

export const refusalCatalogues = { en, ja, 'zh-CN': zhCN };

const refusalT = translatorOf(refusalCatalogues);

/** An id's English as literal parts between its placeholders' names. */
export function englishParts(id: string): { literals: string[]; names: string[] } {
  const compiled = compileMessage(id);
  const tokens = typeof compiled === 'string' ? [compiled] : compiled;
  const literals = [''];
  const names: string[] = [];
  for (const token of tokens) {
    if (typeof token === 'string') literals[literals.length - 1] += token;
    else {
      names.push(String(token[0]));
      literals.push('');
    }
  }
  return { literals, names };
}

interface Pattern {
  id: RefusalId;
  names: string[];
  regex: RegExp;
  /** Letters written out: the more, the more specific, so tried first. */
  weight: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, RefusalId>();
const patterns: Pattern[] = [];
for (const id of REFUSALS) {
  const { literals, names } = englishParts(id);
  if (names.length === 0) exact.set(literals[0]!, id);
  else {
    patterns.push({
      id,
      names,
      regex: new RegExp(`^${literals.map(escape).join('(.+?)')}$`, 's'),
      weight: literals.join('').length,
    });
  }
}
patterns.sort((a, b) => b.weight - a.weight);

/** Values are translated this deep: a stock refusal's "Only {pairs} of …" inside its sentence. */
const MAX_DEPTH = 3;

function translated(text: string, t: Translate<RefusalId>, depth: number): string | null {
  const id = exact.get(text);
  if (id) return t(id);
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      pattern.names.map((name, i) => {
        const value = match[i + 1]!;
        return [name, (depth < MAX_DEPTH && translated(value, t, depth + 1)) || value];
      }),
    );
    return t(pattern.id, values);
  }
  return null;
}

/**
 * A refusal's sentence in `locale`; English, and a sentence the catalogue lacks, as they are.
 * Also read: a sentence parseInput ended with a full stop it lacked, and one it headed with its
 * field's name ("line1: Please enter the address line 1.").
 */
export function refusalIn(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE) return text;
  const t = refusalT(locale);
  const whole = translated(text, t, 0);
  if (whole !== null) return whole;
  if (text.endsWith('.')) {
    const unstopped = translated(text.slice(0, -1), t, 0);
    if (unstopped !== null) return unstopped;
  }
  const field = /^([\w.-]{1,60}): (.+)$/s.exec(text);
  if (field) {
    const rest = refusalIn(locale, field[2]!);
    if (rest !== field[2]) return `${field[1]}: ${rest}`;
  }
  return text;
}
