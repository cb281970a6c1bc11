import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * A worker process serves no HTTP API, yet it makes the deliveries and prunes: its metrics
 * (delivery attempts by subscription, retention) are served on a port of their own, GET /metrics
 * only, for the internal network as the API's /metrics is.
 */
export async function startWorkerMetricsServer(
  registry: Registry,
  port: number,
  host = '0.0.0.0',
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        res
          .writeHead(200, {
            'Content-Type': registry.contentType,
            'Cache-Control': 'no-store',
          })
          .end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
