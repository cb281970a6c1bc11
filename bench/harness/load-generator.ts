import autocannon from 'autocannon';
import {
  signatureFor,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../src/webhooks/webhook-signature';

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
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

async function run(job: LoadJob): Promise<LoadResult> {
  let sequence = 0;
  const signed = job.webhookSecrets;
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
      : undefined,
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
