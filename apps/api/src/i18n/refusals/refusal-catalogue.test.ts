// Fails on a storefront refusal the source writes that the refusal catalogue lacks
// (docs/refusals-in-languages.md): a new English refusal in a storefront module, or in the
// domain schemas its calls answer with, needs its Japanese and Chinese before it lands.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REFUSALS } from './en.ts';
import { englishParts, refusalIn } from './index.ts';
import { domainRefusals, refusalsIn, storefrontRefusals } from './refusal-sources.ts';

const modulesDir = fileURLToPath(new URL('../../modules', import.meta.url));
const domainDir = fileURLToPath(new URL('../../../../../packages/domain/src', import.meta.url));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each catalogue id's English, its placeholders filled. */
const filled = REFUSALS.map((id) => englishParts(id).literals.join('7'));

/**
 * Whether the catalogue answers a source sentence (its `${…}` parts read as `{}`): some id's
 * English fits it (a template whose parts hold whole words: "{} is" / "These products are"),
 * or the translator itself turns it, its parts filled, into Japanese and Chinese.
 */
function catalogued(sentence: string): boolean {
  const fits = new RegExp(`^${sentence.split('{}').map(escape).join('.*')}$`, 's');
  if (filled.some((english) => fits.test(english))) return true;
  const sample = sentence.replaceAll('{}', '7');
  return refusalIn('ja', sample) !== sample && refusalIn('zh-CN', sample) !== sample;
}

describe('the refusal catalogue', () => {
  const found = [...storefrontRefusals(modulesDir), ...domainRefusals(domainDir)];

  it('finds the storefront’s refusals in the source', () => {
    const sentences = found.map((f) => f.sentence);
    expect(sentences).toContain('Incorrect email or password.');
    expect(sentences).toContain('Please tell us a little more (at least {} characters).');
    expect(sentences).toContain('Please enter the {}.');
    expect(found.length).toBeGreaterThan(100);
  });

  it('holds every one of them', () => {
    const missing = found.filter((f) => !catalogued(f.sentence));
    expect(missing).toEqual([]);
  });

  it('reads the helpers’ sentences and templates, and nothing else', () => {
    const source = `
      throw badRequest('Send at most \${MAX} lines at a time.');
      throw new HttpError(409, 'x', \`Only \${n} left.\`);
      reply.status(404).send({ error: 'Image not found.', code: 'not_found' });
      log.info('Not a refusal.');
    `;
    expect(refusalsIn(source)).toEqual([
      'Send at most ${MAX} lines at a time.',
      'Only {} left.',
      'Image not found.',
    ]);
  });
});
