import { measureOutbound } from './harness/outbound';
import { flag, startBenchServer } from './support/bench-server';

/**
 * Outbound deliveries per second and commit-to-first-attempt latency (see harness/outbound.ts);
 * `npm run bench -- --only outbound` measures the same inside the table.
 *
 *   npm run bench:webhooks-outbound -- [--rate 1000] [--subscriptions 10] [--duration 15] [--split]
 */
async function main(): Promise<void> {
  const rate = flag('rate', 1000);
  const subscriptions = flag('subscriptions', 10);
  const durationSeconds = flag('duration', 15);
  const split = process.argv.includes('--split');
  const server = await startBenchServer({ split });
  try {
    const result = await measureOutbound(server, { rate, subscriptions, durationSeconds });
    const mode = split ? 'api + worker processes' : 'one process (npm start)';
    console.log(
      JSON.stringify(
        {
          bench: 'webhooks-outbound',
          mode,
          offeredDeliveriesPerSecond: rate,
          subscriptions,
          ...result,
        },
        null,
        2,
      ),
    );
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
