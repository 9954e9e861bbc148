// Issue 28.9: every action the API records has words in the domain's map, so the audit log never
// shows a bare code. The actions are read from the sources, so a new one is caught here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_WORDS } from '@solestock/domain/back-office/audit-actions';
import { BULK_ACTIONS } from '@solestock/domain/back-office/catalogue-schemas';
import { ORDER_MOVES } from '@solestock/domain/back-office/order-workflow';

const SRC = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('the audit log’s actions', () => {
  it('has words for every action the API records', () => {
    const recorded = new Set<string>();
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(
        /action:\s*(?:[^,\n]*\?\s*)?'([a-z_]+(?:\.[a-z_]+)+)'(?:\s*:\s*'([a-z_.]+)')?/g,
      )) {
        recorded.add(m[1]!);
        if (m[2]) recorded.add(m[2]);
      }
    }
    for (const move of ORDER_MOVES) recorded.add(`order.${move}`);
    for (const bulk of BULK_ACTIONS) recorded.add(`catalogue.bulk.${bulk}`);
    expect(recorded.size).toBeGreaterThan(40);
    const missing = [...recorded].filter((a) => !(a in AUDIT_ACTION_WORDS)).sort();
    expect(missing, 'add these to packages/domain/src/back-office/audit-actions.ts').toEqual([]);
  });
});
