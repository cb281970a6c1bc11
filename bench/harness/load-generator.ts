import autocannon from 'autocannon';
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  signatureFor,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../src/webhooks/signing/webhook-signature';

/**
 * Runs in its own process (pinned to its own core by the harness) so that generating load never
 * shares an event loop or a core with the server it measures. Takes one LoadJob as JSON in argv,
 * prints one LoadResult as JSON on stdout.
 */
export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** Signs each request as the inbound receiver expects (the service's own `signatureFor`). */
  webhookSecrets?: Array<{ path: string; secret: string }>;
  /**
   * autocannon (default) parses responses in JavaScript, which saturates the load core long
   * before the service on bodies of hundreds of kilobytes; `node-http` runs the same closed loop
   * on Node's native HTTP parser for such rows (GET only).
   */
  engine?: 'autocannon' | 'node-http';
  /** Each request carries an Idempotency-Key of its own (the stored-answer path of a POST). */
  freshIdempotencyKeys?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

/** `connections` closed loops over keep-alive sockets, each sending its next request on an answer. */
async function runNodeHttp(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + job.durationSeconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = httpRequest(
        job.url,
        { method: job.method, headers: job.headers, agent },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            latencies.push(performance.now() - sent);
            if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end();
    });
  const loop = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: job.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    non2xx,
    errors,
    total: latencies.length,
  };
}

async function run(job: LoadJob): Promise<LoadResult> {
  if (job.engine === 'node-http') return runNodeHttp(job);
  let sequence = 0;
  const signed = job.webhookSecrets;
  const keyed = job.freshIdempotencyKeys
    ? [
        {
          method: job.method,
          setupRequest: (request: autocannon.Request) => {
            sequence += 1;
            return {
              ...request,
              headers: { ...job.headers, 'Idempotency-Key': `bench-${process.pid}-${sequence}` },
            };
          },
        },
      ]
    : undefined;
  const result = await autocannon({
    url: job.url,
    method: job.method,
    headers: job.headers,
    body: job.body,
    connections: job.connections,
    duration: job.durationSeconds,
    requests: signed
      ? [
          {
            method: 'POST',
            setupRequest: (request) => {
              sequence += 1;
              const endpoint = signed[sequence % signed.length];
              const body = JSON.stringify({ id: `msg_${sequence}`, type: 'bench', n: sequence });
              const timestamp = Math.floor(Date.now() / 1000);
              return {
                ...request,
                path: endpoint.path,
                body,
                headers: {
                  'Content-Type': 'application/json',
                  [TIMESTAMP_HEADER]: String(timestamp),
                  [SIGNATURE_HEADER]: signatureFor(endpoint.secret, timestamp, body),
                },
              };
            },
          },
        ]
      : keyed,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

if (require.main === module) {
  run(JSON.parse(process.argv[2]) as LoadJob)
    .then((result) => process.stdout.write(JSON.stringify(result)))
    .catch((error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    });
}
