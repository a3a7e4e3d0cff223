import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProcStat, processCpuSeconds, spentBetween, threadCpuSeconds } from './cpuTimes';

describe('CPU seconds from /proc', () => {
  it('reads utime and stime after the command name, whatever the name holds', () => {
    const rest = 'S 1 2 3 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 1 0 900 1000 10';
    expect(parseProcStat(`42 (postgres) ${rest}`)).toEqual({ name: 'postgres', cpuSeconds: 3.25 });
    expect(parseProcStat(`42 (a (b) c) ${rest}`)).toEqual({ name: 'a (b) c', cpuSeconds: 3.25 });
    expect(parseProcStat('42 postgres S 1')).toBeUndefined();
    expect(parseProcStat('42 (postgres) S 1 2')).toBeUndefined();
  });

  it('counts a process that started in between from zero and ignores one that ended', () => {
    expect(spentBetween(new Map([[1, 2], [2, 5]]), new Map([[1, 3.5], [3, 0.25]]))).toBe(1.75);
  });

  it.runIf(process.platform === 'linux')('reads this thread and this program on Linux', () => {
    const started = threadCpuSeconds();
    let spin = 0;
    for (const until = Date.now() + 60; Date.now() < until; ) spin += 1;
    expect(spin).toBeGreaterThan(0);
    expect(threadCpuSeconds()).toBeGreaterThan(started ?? Number.POSITIVE_INFINITY);
    const own = processCpuSeconds(parseProcStat(readFileSync('/proc/self/stat', 'utf8'))?.name ?? '');
    expect(own?.get(process.pid)).toBeGreaterThan(0);
  });
});
