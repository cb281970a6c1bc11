import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of the processes, in clock ticks (1/100 s); processes gone meanwhile count 0. */
export function cpuTicks(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return total;
}

/** Waits (at most 10 s) until the process used under 5% of a core over 500 ms: its background work is done. */
export async function waitForQuiet(pid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const before = cpuTicks([pid]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuTicks([pid]) - before <= 2) return;
  }
}

/** CPU seconds a process has used (user + system), 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  return cpuTicks([pid]) / TICKS_PER_SECOND;
}

/** The process's peak resident set (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}
