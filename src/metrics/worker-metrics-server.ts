import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/** Where a worker's metrics listener is, once it has one. */
export interface WorkerMetricsListener {
  server: Server;
  port: number;
}

/**
 * A worker process serves no HTTP API, yet it makes the deliveries and prunes: its metrics
 * (delivery attempts by subscription, retention) are served on a port of their own, GET /metrics
 * only, for the internal network as the API's /metrics is.
 *
 * Several workers run on one host (docs/operations.md, "Metrics"): each takes the first free
 * port of `ports` ports from `firstPort`, and none refuses to start for want of one (undefined:
 * every port was taken).
 */
export async function startWorkerMetricsServer(
  registry: Registry,
  firstPort: number,
  ports: number,
  host: string,
): Promise<WorkerMetricsListener | undefined> {
  for (let port = firstPort; port < Math.min(firstPort + ports, 65536); port += 1) {
    const server = metricsServer(registry);
    const bound = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
      );
      server.listen(port, host, () => resolve(true));
    });
    if (bound) return { server, port };
  }
  return undefined;
}

function metricsServer(registry: Registry): Server {
  return createServer((req, res) => {
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
}
