import autocannon from 'autocannon';
import { createHmac } from 'node:crypto';
import { Client } from 'pg';
import { flag, postJson, startBenchServer } from './support/bench-server';

/**
 * Inbound accepts per second with signature checking: every request is signed (HMAC over
 * `<timestamp>.<raw body>`) for an endpoint that requires signatures, so the server verifies each
 * one before storing it. The rate limit is 100 a minute per receiver, so the load is spread over
 * enough endpoints that no request is refused by it.
 *
 *   npm run bench:webhooks-inbound -- [--duration 10] [--connections 64] [--split]
 */
async function main(): Promise<void> {
  const duration = flag('duration', 10);
  const connections = flag('connections', 64);
  const split = process.argv.includes('--split');
  const server = await startBenchServer({ split });
  try {
    // Room for 4,000 accepts/s without touching the per-receiver limit.
    const endpointCount = Math.ceil((4000 * duration) / 90);
    const endpoints: Array<{ path: string; secret: string }> = [];
    for (let start = 0; start < endpointCount; start += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, endpointCount - start) }, (_, index) =>
          postJson<{ receiverUrl: string; signingSecret: string }>(
            `${server.baseUrl}/v1/webhooks/inbound-endpoints`,
            server.auth,
            { name: `bench ${start + index}`, requireSignature: true },
          ),
        ),
      );
      endpoints.push(
        ...batch.map((e) => ({ path: new URL(e.receiverUrl).pathname, secret: e.signingSecret })),
      );
    }

    let sequence = 0;
    const result = await autocannon({
      url: server.baseUrl,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            sequence += 1;
            const endpoint = endpoints[sequence % endpoints.length];
            const body = JSON.stringify({
              id: `msg_${sequence}`,
              type: 'payment.succeeded',
              data: { amount: 1999, currency: 'EUR', customer: `cus_${sequence % 1000}` },
            });
            const timestamp = Math.floor(Date.now() / 1000);
            const signature = createHmac('sha256', endpoint.secret)
              .update(`${timestamp}.${body}`)
              .digest('hex');
            return {
              ...request,
              path: endpoint.path,
              body,
              headers: {
                'Content-Type': 'application/json',
                'X-Webhook-Timestamp': String(timestamp),
                'X-Webhook-Signature': `sha256=${signature}`,
              },
            };
          },
        },
      ],
    });

    const accepted = result['2xx'];
    const db = new Client({ connectionString: server.databaseUrl });
    await db.connect();
    const [stored] = (
      await db.query(
        `SELECT count(*) FILTER (WHERE outcome = 'accepted')::int AS accepted,
                count(*) FILTER (WHERE outcome = 'refused')::int AS refused
           FROM webhook_inbound_deliveries`,
      )
    ).rows as Array<{ accepted: number; refused: number }>;
    const drainStarted = Date.now();
    let unprocessed = Infinity;
    while (unprocessed > 0 && Date.now() - drainStarted < 120_000) {
      const rows = await db.query(
        `SELECT count(*)::int AS n FROM webhook_inbound_deliveries
          WHERE outcome = 'accepted' AND processed_at IS NULL`,
      );
      unprocessed = (rows.rows[0] as { n: number }).n;
      if (unprocessed > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await db.end();

    console.log(
      JSON.stringify(
        {
          bench: 'webhooks-inbound',
          mode: split ? 'api + worker processes' : 'one process (npm start)',
          durationSeconds: duration,
          connections,
          endpoints: endpoints.length,
          acceptsPerSecond: Math.round(accepted / duration),
          latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
          answered2xx: accepted,
          answeredOther: result.non2xx,
          errors: result.errors + result.timeouts,
          storedAccepted: stored?.accepted,
          storedRefused: stored?.refused,
          processingBacklogDrainedInSeconds: (Date.now() - drainStarted) / 1000,
          stillUnprocessed: unprocessed,
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
