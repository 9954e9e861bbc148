// CI's static checks, run side by side: `node scripts/checks.mjs`.
// The same commands as `npm run typecheck`, `npm run lint`, `npm run knip` and `npm run lint:md`,
// but each of tsc, eslint and knip uses one core, and run one after another they took 4 to 9
// minutes of CI's 30. Here as many run at once as the machine has cores; each one's output is
// printed whole when it ends (not interleaved), with its time, and any failure fails the run.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);

/** [name, command, args]: longest first, so the short ones fill in beside them. */
const checks = [
  ['typecheck: web', bin('tsc'), ['--noEmit', '-p', 'apps/web']],
  ['typecheck: api', bin('tsc'), ['--noEmit', '-p', 'apps/api']],
  ['eslint', bin('eslint'), ['.']],
  ['knip', bin('knip'), ['--no-gitignore']],
  ['typecheck: domain', bin('tsc'), ['--noEmit', '-p', 'packages/domain']],
  ['typecheck: reliability', bin('tsc'), ['--noEmit', '-p', 'reliability']],
  ['typecheck: bench', bin('tsc'), ['--noEmit', '-p', 'bench']],
  ['Markdown lint', bin('markdownlint-cli2'), []],
];

// The route modules' `./+types/<route>`, which the web's typecheck and knip both read: written
// once, before either starts (two typegens at once would write the same files).
const typegen = spawnSync(
  'npm',
  ['exec', '-w', '@solestock/web', '--', 'react-router', 'typegen'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (typegen.status !== 0) process.exit(1);

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (c) => void (output += c));
    child.stderr.on('data', (c) => void (output += c));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`== ${name}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s) ==`);
      if (output.trim()) console.log(output.trimEnd());
      done(code === 0);
    });
  });
}

const queue = [...checks];
const results = [];
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), 4) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
