/**
 * Outbound throughput by number of worker processes: `npm run bench:workers`
 *   [-- --workers 1,2,4] [--rate 2000] [--seconds 20] [--receiver-ms 20]
 *
 * For each count, a fresh service in split mode (one API process, that many worker processes,
 * compiled, each its own process), 10 subscriptions on a local receiver that answers after
 * `--receiver-ms`, each taking the events of one agent, so every event is one delivery; events
 * committed at `--rate` a second for `--seconds` (a batch every 50 ms, bench/harness/outbound.ts).
 * Prints delivered/s, commit → first attempt p50/p99, and where the CPU went: seconds of CPU per
 * 1,000 deliveries of the API, the workers, Postgres, Redis and the bench itself (load and
 * receiver), and how busy the machine's cores were.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { measureOutbound } from './harness/outbound';
import { startBenchServer } from './support/bench-server';
import { cpuSeconds } from './support/process-stats';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

function pidsOf(pattern: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', pattern], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Busy and total jiffies of every core (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3] + numbers[4];
  const total = numbers.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

async function main(): Promise<void> {
  const counts = option('workers', '1,2,4').split(',').map(Number);
  const rate = Number(option('rate', '2000'));
  const seconds = Number(option('seconds', '20'));
  const receiverMs = Number(option('receiver-ms', '20'));
  console.log(
    `\nOutbound by worker processes: ${rate.toLocaleString('en')} events/s offered for ${seconds} s, ` +
      `10 subscriptions (one agent's events each), receiver ${receiverMs} ms, ${cpus().length} cores\n`,
  );
  console.log(
    '| workers | delivered/s | commit→first attempt p50 ms | p99 ms | missing | CPU s per 1,000 deliveries: API / workers / Postgres / Redis / bench | cores busy |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const count of counts) {
    const server = await startBenchServer({
      split: true,
      workers: count,
      databasePrefix: 'bench_workers',
    });
    try {
      const groups = {
        api: () => [server.pid],
        workers: () => server.workerPids,
        postgres: () => pidsOf('^postgres'),
        redis: () => pidsOf('^redis-server.*:6379'),
        bench: () => [process.pid],
      };
      // CPU by process, so a process that starts during the run counts from zero.
      const usage = () =>
        Object.fromEntries(
          Object.entries(groups).map(([name, pids]) => [
            name,
            new Map(pids().map((pid) => [pid, cpuSeconds(pid)])),
          ]),
        ) as Record<keyof typeof groups, Map<number, number>>;
      const before = usage();
      const ticksBefore = machineTicks();
      const result = await measureOutbound(server, {
        rate,
        subscriptions: 10,
        durationSeconds: seconds,
        onePerAgent: true,
        receiverDelayMs: receiverMs,
      });
      const after = usage();
      const ticksAfter = machineTicks();
      const perThousand = (name: keyof typeof groups) => {
        let used = 0;
        for (const [pid, seconds] of after[name]) used += seconds - (before[name].get(pid) ?? 0);
        return ((used * 1000) / Math.max(1, result.deliveriesReceived)).toFixed(2);
      };
      const busy =
        (ticksAfter.busy - ticksBefore.busy) / Math.max(1, ticksAfter.total - ticksBefore.total);
      console.log(
        `| ${count} | ${result.deliveriesPerSecond} | ${result.commitToFirstAttemptMs.p50} | ` +
          `${result.commitToFirstAttemptMs.p99} | ${result.deliveriesExpected - result.deliveriesReceived} | ` +
          `${(['api', 'workers', 'postgres', 'redis', 'bench'] as const).map(perThousand).join(' / ')} | ` +
          `${(busy * 100).toFixed(0)} % |`,
      );
    } finally {
      await server.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
