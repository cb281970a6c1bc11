import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { startWorkerMetricsServer, type WorkerMetricsListener } from './worker-metrics-server';

function listen(port: number): Promise<Server> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('startWorkerMetricsServer', () => {
  const open: Server[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('takes the next free port when one is taken, so workers on one host each get their own', async () => {
    const taken = await listen(0);
    open.push(taken);
    const first = (taken.address() as AddressInfo).port;
    const registry = new Registry();
    const listeners: WorkerMetricsListener[] = [];
    for (let worker = 0; worker < 2; worker += 1) {
      const listener = await startWorkerMetricsServer(registry, first, 16, '127.0.0.1');
      if (!listener) throw new Error('no port found');
      open.push(listener.server);
      listeners.push(listener);
    }
    const ports = listeners.map((listener) => listener.port);
    expect(new Set([first, ...ports]).size).toBe(3);
    for (const port of ports) {
      expect(port).toBeGreaterThan(first);
      expect(port).toBeLessThan(first + 16);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    }
  });

  it('gives up without throwing when every port of its range is taken', async () => {
    const taken = await listen(0);
    open.push(taken);
    const port = (taken.address() as AddressInfo).port;
    expect(await startWorkerMetricsServer(new Registry(), port, 1, '127.0.0.1')).toBeUndefined();
  });
});
