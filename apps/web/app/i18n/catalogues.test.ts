// Fails on any message a converted screen uses that a catalogue lacks, in every language, and on
// a catalogue entry whose placeholders differ from the English one (docs/languages.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectSameMessagesAsEnglish } from '@solestock/domain/catalogue-checks.test-utils';
import { LOCALES, type Locale } from '@solestock/domain/locales';
import { en } from './catalogues/en';
import { ja } from './catalogues/ja';
import { zhCN } from './catalogues/zh-CN';

const catalogues: Record<Locale, Readonly<Record<string, string>>> = { en, ja, 'zh-CN': zhCN };
const APP = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every message id a screen asks for: `t('id'…)` and the ids kept in tables (`label: 'tabs.home'`). */
function usedIds(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sources(APP)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('useT')) continue;
    for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) used.set(m[1]!, file);
    for (const m of text.matchAll(/\blabel: '([a-z]+\.[A-Za-z.]+)'/g)) used.set(m[1]!, file);
  }
  return used;
}

describe('message catalogues', () => {
  const used = usedIds();

  it('find the converted screens’ messages', () => {
    expect(used.size).toBeGreaterThan(20);
  });

  it.each(LOCALES)('%s holds every message a converted screen uses', (locale) => {
    const missing = [...used].filter(([id]) => catalogues[locale][id] === undefined);
    expect(missing.map(([id, file]) => `${id} (${file})`)).toEqual([]);
  });

  it.each(LOCALES)('%s holds exactly the English ids, with their placeholders', (locale) => {
    expectSameMessagesAsEnglish(en, catalogues[locale], locale);
  });
});
