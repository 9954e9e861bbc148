// CPU time spent by the server process and, on PostgreSQL, by the server's backends for the
// bench database: read from /proc (Linux), so the cost of a call can be given in CPU
// milliseconds, a figure that a busy machine slows down far less than it does wall-clock times.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export type CpuSample = Map<number, number>;

function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined; // the process has exited
  }
}

function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // A backend's title is "postgres: <user> <database> <client> <state>", after the
      // cluster's name when it has one ("postgres: 15/main: postgres <database> …" on Debian's
      // packages, where reading the third word missed every backend).
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (/^postgres: (?:\S+: )?\S+ (\S+) /.exec(title)?.[1] === database) {
        pids.push(Number(entry));
      }
    } catch {
      // gone between listing and reading
    }
  }
  return pids;
}

/** A sampler of the server's CPU, with its database's backends when it has a server database. */
export function cpuSampler(serverPid: number, databaseUrl: string | undefined): () => CpuSample {
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined;
  return () => {
    const sample: CpuSample = new Map();
    for (const pid of [serverPid, ...(database ? backendsOf(database) : [])]) {
      const ms = cpuMsOf(pid);
      if (ms !== undefined) sample.set(pid, ms);
    }
    return sample;
  };
}

/** CPU milliseconds spent between two samples (a backend that started in between counts whole). */
export function cpuBetween(before: CpuSample, after: CpuSample): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
