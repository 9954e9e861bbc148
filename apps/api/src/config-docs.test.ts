// Every variable config.ts reads is listed in .env.example and in the README's configuration
// table, so neither falls behind when a setting is added.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

describe('configuration documents', () => {
  it('.env.example names every variable, each at most once, and none that is not read', () => {
    const listed = [...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(20);
    for (const name of CONFIG_VARIABLES) expect(listed, name).toContain(name);
    expect(new Set(listed).size).toBe(listed.length);
    // API_URL is the web server's own (apps/web/server/index.ts).
    for (const name of listed) expect([...CONFIG_VARIABLES, 'API_URL'], name).toContain(name);
  });

  it("the README's configuration table names every variable", () => {
    const readme = read('README.md');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5),
    );
    for (const name of CONFIG_VARIABLES) expect(table, name).toContain(`\`${name}\``);
  });
});
