import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds from Linux's /proc, for a bench to say what a run spent its cores on: a thread of this
 * process (a worker reads its own) and every process of one program (PostgreSQL's backends). Elsewhere
 * (no /proc) each reads undefined and the bench prints no CPU line.
 */

/** Clock ticks a second in /proc's times: USER_HZ, 100 on every Linux architecture Node runs on. */
const ticksPerSecond = 100;

export type ProcStat = { name: string; cpuSeconds: number };

/**
 * One line of /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat: the command name sits in parentheses and
 * may hold spaces and parentheses itself, so the fields are counted from the last `)`. utime and stime
 * are fields 14 and 15 (proc(5)), the 12th and 13th after the name.
 */
export const parseProcStat = (line: string): ProcStat | undefined => {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const fields = line.slice(close + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) return undefined;
  return { name: line.slice(open + 1, close), cpuSeconds: (user + system) / ticksPerSecond };
};

const readStat = (path: string): ProcStat | undefined => {
  try {
    return parseProcStat(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
};

/** CPU seconds of the calling thread so far (Node 20 has no per-thread cpuUsage). */
export const threadCpuSeconds = (): number | undefined => readStat('/proc/thread-self/stat')?.cpuSeconds;

/**
 * CPU seconds so far of the live processes named `name` among `pids` (every process when not given), by
 * pid. A process that ended in between takes its time with it, so a bench reads this while the
 * processes it measures are still there.
 */
export const processCpuSeconds = (name: string, pids?: number[]): Map<number, number> | undefined => {
  let candidates: number[];
  try {
    candidates = pids ?? readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number);
  } catch {
    return undefined;
  }
  const seconds = new Map<number, number>();
  for (const pid of candidates) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat?.name === name) seconds.set(pid, stat.cpuSeconds);
  }
  return seconds;
};

/** The CPU seconds the processes of `before` and `after` spent in between (a process new since counts from zero). */
export const spentBetween = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);
