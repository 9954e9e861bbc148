// Test support: what a person reading a PDF would see, through poppler's command-line tools
// (poppler-utils; .ci/run installs it): its text as laid out on the page, its pages' size and
// count, and its fonts.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(pdf: Buffer, work: (path: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'solestock-pdf-'));
  const path = join(dir, 'document.pdf');
  writeFileSync(path, pdf);
  try {
    return await work(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, each line as laid out (`pdftotext -layout`). */
export const pdfText = (pdf: Buffer) =>
  withFile(pdf, async (path) => (await run('pdftotext', ['-layout', path, '-'])).stdout);

/** `pdfinfo`'s fields: Pages, Page size, Title, … */
export const pdfInfo = (pdf: Buffer) =>
  withFile(pdf, async (path) => {
    const { stdout } = await run('pdfinfo', [path]);
    return Object.fromEntries(
      stdout
        .split('\n')
        .filter((l) => l.includes(':'))
        .map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]),
    );
  });

/** The fonts' rows of `pdffonts`: name, type, encoding, emb, sub, uni. */
export const pdfFonts = (pdf: Buffer) =>
  withFile(pdf, async (path) => {
    const { stdout } = await run('pdffonts', [path]);
    return stdout
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((l) => {
        const parts = l.trim().split(/\s+/);
        return {
          name: parts[0]!,
          embedded: parts.at(-5) === 'yes',
          unicode: parts.at(-3) === 'yes',
        };
      });
  });

/** A word as poppler places it: its text, its page (from 1) and its box in points from the top left. */
export interface PdfWord {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word of the document with its box (`pdftotext -bbox`): where each piece of text landed. */
export const pdfWords = (pdf: Buffer) =>
  withFile(pdf, async (path) => {
    const { stdout } = await run('pdftotext', ['-bbox', path, '-'], { maxBuffer: 64 << 20 });
    const words: PdfWord[] = [];
    let page = 0;
    for (const line of stdout.split('\n')) {
      if (line.includes('<page ')) page++;
      const m =
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(
          line,
        );
      if (m)
        words.push({
          page,
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
          text: m[5]!
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&'),
        });
    }
    return words;
  });
