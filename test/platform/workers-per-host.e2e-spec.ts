import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildService } from '../outages/support/service-process';
import { freePort } from '../support/free-port';
import { startNodeFlags } from '../support/start-node-flags';
import { TEST_BUILD_DIR } from '../support/test-build';
import { createWebhookTestApp, WebhookTestApp } from '../webhooks/support/webhook-test-app';

const ROOT = join(__dirname, '..', '..');

interface Worker {
  child: ChildProcess;
  /** The start-up line: `worker started: …; metrics on HOST:PORT/metrics`. */
  started: Promise<string>;
}

/** `npm run start:worker` of the build, with the settings of every other worker on the host. */
function startWorker(env: Record<string, string>): Worker {
  const child = spawn(
    process.execPath,
    [...startNodeFlags(), join(TEST_BUILD_DIR, 'src', 'worker.js')],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (text) => {
      const msg = (JSON.parse(text) as { msg?: string }).msg;
      if (msg?.startsWith('worker started')) resolve(msg);
    });
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}): ${stderr}`)));
  });
  return { child, started };
}

/** docs/operations.md, "Processes" and "Metrics": any number of workers on one host. */
describe('workers on one host', () => {
  let api: WebhookTestApp;
  const workers: Worker[] = [];

  beforeAll(async () => {
    buildService();
    api = await createWebhookTestApp({ RUN_MODE: 'api' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(
      workers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await api.close();
  });

  it('all start with the same settings, each serving its metrics on a port of its own', async () => {
    const firstPort = await freePort();
    const env = { ...api.env, RUN_MODE: 'worker', WORKER_METRICS_PORT: String(firstPort) };
    for (let n = 0; n < 3; n += 1) workers.push(startWorker(env));
    const lines = await Promise.all(workers.map((worker) => worker.started));
    const ports = lines.map((line) =>
      Number(/metrics on 127\.0\.0\.1:(\d+)\/metrics$/.exec(line)?.[1]),
    );
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(firstPort);
      expect(port).toBeLessThan(firstPort + 16);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('webhook_delivery_attempts_total');
    }
  }, 60_000);
});
