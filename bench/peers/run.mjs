// The peers side by side (issue 47 item 5): every peer asked for and (with --solestock)
// Solestock's server started together, measured in alternation in the same rounds, one table.
// Each peer is still its own command (vendure/run.mjs, medusa/run.mjs); this one runs them at
// once through the same harness, so their figures share one window of the machine's noise.
//
//   node bench/peers/run.mjs --peers vendure,medusa --solestock --reuse
//   node bench/peers/run.mjs --peers vendure,medusa --solestock --reuse --pages   # + product page
//
// --peers is read here and taken out; every other flag is the harness's or a peer's own
// (bench/README.md, "Peers side by side").
import { runPeers } from './harness.mjs';

const at = process.argv.findIndex((a) => a === '--peers' || a.startsWith('--peers='));
if (at < 0) throw new Error('usage: node bench/peers/run.mjs --peers vendure,medusa [flags]');
const [flag, inline] = process.argv[at].split('=');
const names = (inline ?? process.argv[at + 1] ?? '').split(',').filter(Boolean);
process.argv.splice(at, inline === undefined ? 2 : 1);
if (flag !== '--peers' || names.length === 0) throw new Error('--peers needs a list of names');

const peers = [];
for (const name of names) peers.push((await import(`./${name}/run.mjs`)).peer);
await runPeers(peers);
