// Supply-chain checks for CI (.ci/run): no package runs install scripts unless it is on the
// allow-list below, and `npm audit --omit=dev` finds nothing high or critical.
// Run: node scripts/check-supply-chain.mjs   (REQUIRE_AUDIT=1 fails when the audit cannot run)
import { spawnSync } from 'node:child_process';

/**
 * Packages allowed to run code at install time, and why (docs/security.md, Supply chain).
 * A new one fails this check until someone reads its script and adds it here.
 */
const ALLOWED_INSTALL_SCRIPTS = {
  // Production: loads the prebuilt argon2 binary for this platform (node-gyp-build), compiling
  // only when none matches. Password hashing needs the native code.
  argon2: 'node-gyp-build: picks a prebuilt binary',
  // Development only (Vite, tsx, the server bundle): checks the platform binary it installed
  // from its @esbuild/* optional dependency.
  esbuild: 'node install.js: verifies its platform binary',
};

function npm(args) {
  return spawnSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

let failed = false;

const query = npm(['query', '*']);
if (query.status !== 0) throw new Error(`npm query failed: ${query.stderr}`);
const withScripts = new Map();
for (const pkg of JSON.parse(query.stdout)) {
  const s = pkg.scripts ?? {};
  const hooks = ['preinstall', 'install', 'postinstall'].filter((h) => s[h]);
  // A binding.gyp without an install script still runs `node-gyp rebuild` at install.
  if (pkg.gypfile && hooks.length === 0) hooks.push('install (binding.gyp)');
  if (hooks.length) withScripts.set(pkg.name, `${hooks.join(', ')}${pkg.dev ? ' (dev)' : ''}`);
}
for (const [name, hooks] of withScripts) {
  const known = Object.hasOwn(ALLOWED_INSTALL_SCRIPTS, name);
  console.log(`${known ? 'allowed ' : 'UNKNOWN '} ${name}: ${hooks}`);
  if (!known) failed = true;
}
if (failed) console.error('A package with install scripts is not on the allow-list in this file.');

const audit = npm(['audit', '--omit=dev', '--json']);
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const message = `npm audit could not run: ${(report?.message ?? report?.error?.summary ?? audit.stderr).trim().split('\n')[0]}`;
  if (process.env.REQUIRE_AUDIT === '1') {
    console.error(message);
    failed = true;
  } else {
    console.warn(`${message} (set REQUIRE_AUDIT=1 to fail on this)`);
  }
} else {
  console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
  if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
    console.error('npm audit found high or critical vulnerabilities in production dependencies.');
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
