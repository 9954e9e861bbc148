// Fails on any message a converted screen uses that a catalogue lacks, in every language, and on
// a catalogue entry whose placeholders differ from the English one (docs/languages.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
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

/** The arguments a message names (plural branches' texts are not arguments). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const branches = token[2];
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
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
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [id, message] of Object.entries(en)) {
      expect(placeholders(catalogue[id]!), `${locale} ${id}`).toEqual(placeholders(message));
      expect(catalogue[id]!.trim(), `${locale} ${id}`).not.toBe('');
    }
  });
});
