// Supply-chain checks for CI (.ci/run): no package runs install scripts unless package.json's
// `allowScripts` approves it (what npm 11 itself enforces) and it has a reason below, and
// `npm audit --omit=dev` runs and finds nothing high or critical. An audit that cannot run fails
// the check, unless AUDIT_WAIVERS below names that failure and says why.
// Run: node scripts/check-supply-chain.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Why each package that package.json's `allowScripts` approves may run code at install time
 * (docs/security.md, Supply chain). package.json holds no comments, so the reasons live here and
 * the two lists must name the same packages. A new one fails this check until someone reads its
 * script, approves it (`npm install-scripts approve NAME --no-allow-scripts-pin`) and adds it here.
 */
const ALLOWED_INSTALL_SCRIPTS = {
  // Production: loads the prebuilt argon2 binary for this platform (node-gyp-build), compiling
  // only when none matches. Password hashing needs the native code.
  argon2: 'node-gyp-build: picks a prebuilt binary',
  // Development only (Vite, tsx, the server bundle): checks the platform binary it installed
  // from its @esbuild/* optional dependency.
  esbuild: 'node install.js: verifies its platform binary',
  // This project itself: `patch-package` applies patches/ (decision 208, exceljs's UTF-8 fix)
  // after every install; a patch that no longer fits its package fails the install.
  solestock: 'patch-package: applies patches/ to installed packages',
};

/** package.json's `allowScripts`: name (no version pin) → true (approved) or false (denied). */
const approved =
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).allowScripts ?? {};

/**
 * Reasons an audit may not run without failing the check, each written down with why. Anything
 * not listed here that keeps the audit from running fails: an unaudited install is not a pass.
 */
const AUDIT_WAIVERS = [
  {
    // npm's answer when the registry refuses the bulk advisory endpoint (a POST) as a method.
    statusCode: 405,
    uri: /\/-\/npm\/v1\/security\/advisories\/bulk$/,
    reason:
      'the development machine reaches npm only through a read-only mirror, which serves GET and ' +
      'HEAD and answers the advisory endpoint with 405 Method Not Allowed; no audit can run there. ' +
      'Decided in issue 20 (security review, item 9): the install-script allow-list still runs. ' +
      'Delete this waiver once CI reaches a registry that answers audits.',
  },
];

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
  const known = Object.hasOwn(ALLOWED_INSTALL_SCRIPTS, name) && approved[name] === true;
  console.log(`${known ? 'allowed ' : 'UNKNOWN '} ${name}: ${hooks}`);
  if (!known) failed = true;
}
if (failed) {
  console.error(
    "A package with install scripts is not both in package.json's allowScripts and on the " +
      'allow-list in this file.',
  );
}
// One list in two places: an approval without a reason, or a reason npm does not apply.
const reasons = Object.keys(ALLOWED_INSTALL_SCRIPTS).sort();
const approvals = Object.keys(approved)
  .filter((name) => approved[name] === true)
  .sort();
if (JSON.stringify(reasons) !== JSON.stringify(approvals)) {
  console.error(
    `package.json's allowScripts approves ${approvals.join(', ') || 'nothing'}, but this file ` +
      `gives reasons for ${reasons.join(', ')}: make them name the same packages.`,
  );
  failed = true;
}

const audit = npm(['audit', '--omit=dev', '--json']);
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = String(report?.message ?? report?.error?.summary ?? audit.stderr ?? '');
  const message = `npm audit could not run: ${why.trim().split('\n')[0] || `exit ${audit.status}`}`;
  const waiver = AUDIT_WAIVERS.find(
    (w) => report?.statusCode === w.statusCode && w.uri.test(String(report?.uri ?? '')),
  );
  if (waiver) {
    console.warn(`${message}\nWAIVED in scripts/check-supply-chain.mjs: ${waiver.reason}`);
  } else {
    console.error(`${message}\nThis fails the check: no waiver in AUDIT_WAIVERS covers it.`);
    failed = true;
  }
} else {
  console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
  if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
    console.error('npm audit found high or critical vulnerabilities in production dependencies.');
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
