// docs/decisions/README.md indexes every decision record (issue 30): a record added without a
// row, or a row whose link points at no file, fails here, so the index cannot fall behind.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(`${folder}README.md`, 'utf8');
const rows = [
  ...index.matchAll(/^\| \[(\d{3})\]\((\d{3}-[^)]+\.md)\)\s*\|[^|]+\|\s*([^|]+?)\s*\|$/gm),
];

describe('the decision records index', () => {
  it('has one row for every record, in number order', () => {
    expect(rows.map((row) => row[2])).toEqual([...records].sort());
  });

  it('names each row by its record number and links only to records that exist', () => {
    for (const [, number, file] of rows) expect(file.startsWith(`${number}-`)).toBe(true);
  });

  it('gives every record a status, and a replaced or amended one a record that exists', () => {
    for (const [, , , status] of rows) {
      expect(status).toMatch(
        /^(current|reverted|(replaced|amended) by \[\d{3}\]\(\d{3}-[^)]+\.md\))$/,
      );
      const target = /\((\d{3}-[^)]+\.md)\)/.exec(status)?.[1];
      if (target) expect(records).toContain(target);
    }
  });
});
