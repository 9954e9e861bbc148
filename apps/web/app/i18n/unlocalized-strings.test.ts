// Fails on any text a storefront screen shows that no message catalogue gave (decision 210):
// every file under app/ but the console, tests and server-only modules is read, and only the
// files of NOT_YET_CONVERTED may still write English of their own. The checker itself is tried
// first on planted texts, so a checker that finds nothing cannot pass for a clean storefront.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_YET_CONVERTED } from './not-yet-converted';
import {
  readSource,
  storefrontSources,
  unlocalizedStrings,
} from './unlocalized-strings.test-utils';

const APP = join(import.meta.dirname, '..');
const texts = (file: string, source: string) =>
  unlocalizedStrings(file, source).map((u) => `${u.line}: ${u.text}`);

describe('the unconverted-strings checker', () => {
  it('finds English in JSX text, visible attributes, JSX children and route meta', () => {
    const planted = [
      "import { useT } from '../i18n/i18n';",
      'export const meta = ({ matches }) => [',
      "  { title: shopTitle('My Cart', matches) },",
      "  { name: 'description', content: `Buy ${what} wholesale` },",
      "  { name: 'robots', content: 'noindex' },",
      '];',
      'export function Planted({ open }: { open: boolean }) {',
      '  const t = useT();',
      '  return (',
      '    <nav aria-label="Main" className="flex gap-2" data-testid="nav">',
      '      <h2>Partner Brands</h2>',
      "      <img src={src} alt={open ? 'Open menu' : t('menu.close')} />",
      "      <input placeholder={t('search.placeholder')} title={`${count} items`} />",
      "      <p>{open ? t('a.b') : 'Closed'}</p>",
      '      <span className="sr-only">{t(\'cart.label\')}</span>',
      '      <span>&nbsp;·&nbsp;{price} × 2</span>',
      '    </nav>',
      '  );',
      '}',
    ].join('\n');
    expect(texts('routes/planted.tsx', planted)).toEqual([
      '3: My Cart',
      '4: Buy',
      '4: wholesale',
      '10: Main',
      '11: Partner Brands',
      '12: Open menu',
      '13: items',
      '14: Closed',
    ]);
  });

  it('finds a string planted into a converted screen, which is clean without it', () => {
    const file = 'features/shell/site-footer.tsx';
    const source = readSource(APP, file);
    expect(texts(file, source)).toEqual([]);
    const planted = source.replace(/<footer\b([^>]*)>/, '<footer$1><p>Free shipping over £500</p>');
    expect(planted).not.toBe(source);
    expect(texts(file, planted).map((t) => t.replace(/^\d+: /, ''))).toEqual([
      'Free shipping over £500',
    ]);
  });

  it('lets messages, markup and non-visible attributes alone', () => {
    const clean = [
      'export function Clean() {',
      '  const t = useT();',
      '  return (',
      '    <a href="/cart" className="text-sm" id="cart" aria-label={t(\'cart.label\', { n })}>',
      "      {t('cart.title')} {count} — {format(total)}",
      '      <svg aria-hidden="true"><path d="M5 21c4 0" /></svg>',
      '    </a>',
      '  );',
      '}',
    ].join('\n');
    expect(texts('features/clean.tsx', clean)).toEqual([]);
  });
});

describe('the storefront’s texts', () => {
  const files = storefrontSources(APP);
  const listed = new Set(NOT_YET_CONVERTED);

  it('reads the storefront and not the console', () => {
    expect(files).toContain('features/shell/site-header.tsx');
    expect(files).toContain('features/product/buy-panel.tsx');
    expect(files.some((f) => f.startsWith('console/') || f.startsWith('routes/admin/'))).toBe(
      false,
    );
    expect(files.some((f) => f.includes('.test.'))).toBe(false);
  });

  it('the converted screens write no text of their own', () => {
    for (const file of [
      'features/shell/site-footer.tsx',
      'features/shell/bottom-tab-bar.tsx',
      'features/home/home-page.tsx',
      'features/catalogue/listing-screen.tsx',
      'features/product/product-page.tsx',
      'features/product/buy-panel.tsx',
    ])
      expect(listed.has(file), file).toBe(false);
    const found = files
      .filter((f) => !listed.has(f))
      .flatMap((f) => unlocalizedStrings(f, readSource(APP, f)))
      .map((u) => `${u.file}:${u.line} ${JSON.stringify(u.text)}`);
    expect(found, 'texts not from a catalogue (t(…)); convert them, see docs/languages.md').toEqual(
      [],
    );
  });

  it('NOT_YET_CONVERTED names only files that still write English (take converted ones off)', () => {
    const stale = NOT_YET_CONVERTED.filter(
      (f) => !existsSync(join(APP, f)) || unlocalizedStrings(f, readSource(APP, f)).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
