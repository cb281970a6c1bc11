import { readFileSync } from 'node:fs';

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
