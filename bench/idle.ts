/**
 * What the service costs while nothing happens: `npm run bench:idle [-- --seconds 30 --days 29]`
 *
 * The compiled service in split mode (an API process and a worker process) with no traffic, and
 * the bare NestJS app beside it, on a database as a month of running leaves it: a day partition
 * of the outbox and of the inbound log for each of the `--days` before today, each holding 2,000
 * events relayed and 2,000 inbound deliveries processed (support/past-days.ts). After 40 s
 * (start-up and the collections that shrink the heap once it is quiet are over; `--settle`), CPU
 * is counted over `--seconds`: each process's own, and that of the Postgres backends serving the
 * service's database (its polling loops' statements, planned and run). Printed as CPU
 * milliseconds a second (10 ms/s is 1 % of a core).
 */
import { Client } from 'pg';
import { startBare } from './support/bare-server';
import { startBenchServer } from './support/bench-server';
import { seedPastDays } from './support/past-days';
import { cpuTicks } from './support/process-stats';

const TICK_MS = 10;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

/** The service's backends: every one on its database but the bench's own (`client`'s). */
async function backendsOf(client: Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return rows.map((row) => row.pid);
}

/**
 * CPU ticks of each group's processes, sampled each second: a pooled connection may close and
 * another open meanwhile, so a process first seen after the start counts from zero.
 */
class CpuTally {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();

  constructor(readonly pidsOf: () => Promise<number[]>) {}

  async sample(initial: boolean): Promise<void> {
    for (const pid of await this.pidsOf()) {
      const ticks = cpuTicks([pid]);
      if (!this.first.has(pid)) this.first.set(pid, initial ? ticks : 0);
      this.last.set(pid, ticks);
    }
  }

  get processes(): number {
    return this.last.size;
  }

  get usedMs(): number {
    let ticks = 0;
    for (const [pid, last] of this.last) ticks += last - this.first.get(pid)!;
    return ticks * TICK_MS;
  }
}

async function main(): Promise<void> {
  const seconds = Number(option('seconds', '30'));
  const settleSeconds = Number(option('settle', '40'));
  const days = Number(option('days', '29'));
  const bare = await startBare();
  const server = await startBenchServer({ split: true, databasePrefix: 'bench_idle' });
  const observer = new Client({ connectionString: server.databaseUrl });
  try {
    await observer.connect();
    await seedPastDays(server.databaseUrl, server.teamId, days, 2_000);
    await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    const tallies: Record<string, CpuTally> = {
      'bare NestJS 11': new CpuTally(async () => [bare.child.pid!]),
      'API process': new CpuTally(async () => [server.pid]),
      'worker process': new CpuTally(async () => server.workerPids),
      'Postgres backends': new CpuTally(() => backendsOf(observer)),
    };
    const sampleAll = (initial: boolean) =>
      Promise.all(Object.values(tallies).map((tally) => tally.sample(initial)));
    await sampleAll(true);
    for (let second = 0; second < seconds; second += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await sampleAll(false);
    }
    console.log(
      `\nIdle for ${seconds} s after ${settleSeconds} s of settling (no traffic; ${days} past days)\n`,
    );
    console.log('| process | CPU ms a second | processes |');
    console.log('|---|---|---|');
    for (const [name, tally] of Object.entries(tallies)) {
      console.log(`| ${name} | ${(tally.usedMs / seconds).toFixed(1)} | ${tally.processes} |`);
    }
  } finally {
    await observer.end();
    await server.close();
    bare.child.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
