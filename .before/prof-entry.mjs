// Profiles the server it imports (BENCH_SERVER_ENTRY=this, PROF_TARGET=the real entry).
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
const s = new Session();
s.connect();
s.post('Profiler.enable');
s.post('Profiler.setSamplingInterval', { interval: 200 });
s.post('Profiler.start');
let done = false;
const stop = () => {
  if (done) return;
  done = true;
  s.post('Profiler.stop', (err, res) => {
    if (!err) writeFileSync(process.env.PROF_OUT ?? '/tmp/server.cpuprofile', JSON.stringify(res.profile));
  });
};
process.prependListener('SIGTERM', stop);
process.prependListener('exit', stop);
await import(process.env.PROF_TARGET);
