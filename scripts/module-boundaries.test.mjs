// The API's module boundaries (docs/architecture.md, "Modules"), as eslint.config.js enforces
// them: a module is used through its index.ts; a reach into another module's file is an error,
// while a module's own files, the entries and the tests stay allowed.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restricted(filePath, source) {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('API module boundaries', () => {
  it("refuses a module's import of another module's internal file", async () => {
    const messages = await restricted(
      'apps/api/src/modules/cart/probe.ts',
      "import { findOrder } from '../orders/orders.repository.ts';\nexport const f = findOrder;\n",
    );
    expect(messages).toEqual([
      expect.stringContaining('Import another module through its index.ts'),
    ]);
  }, 30_000);

  it("refuses the rest of the API's reach past a module's entry", async () => {
    const messages = await restricted(
      'apps/api/src/jobs/probe.ts',
      "import { cartRoutes } from '../modules/cart/cart.routes.ts';\nexport const r = cartRoutes;\n",
    );
    expect(messages).toHaveLength(1);
  }, 30_000);

  it('allows the entry, a module its own files, and tests', async () => {
    expect(
      await restricted(
        'apps/api/src/modules/cart/probe.ts',
        "import { findOrder } from '../orders/index.ts';\nimport { cartRoutes } from './cart.routes.ts';\nimport type { Tx } from '../../db/connect.ts';\nexport const f = [findOrder, cartRoutes] as const;\nexport type T = Tx;\n",
      ),
    ).toEqual([]);
    expect(
      await restricted(
        'apps/api/src/modules/cart/probe.test.ts',
        "import { findOrder } from '../orders/orders.repository.ts';\nexport const f = findOrder;\n",
      ),
    ).toEqual([]);
  }, 30_000);
});
