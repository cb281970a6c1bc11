import { ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Redis from 'ioredis';
import { Client } from 'pg';
import { startNodeFlags } from '../../test/support/start-node-flags';

const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);

export interface BenchServer {
  baseUrl: string;
  databaseUrl: string;
  teamId: string;
  userId: string;
  auth: { Authorization: string };
  /** The process id of the API process (for its peak RSS). */
  pid: number;
  /** The worker process's id, when `split` started one. */
  workerPid?: number;
  /** Every worker process's id (`workers` of them when `split`). */
  workerPids: number[];
  /** Runs the service's CLI against the same database, as `npm run cli` would. */
  cli(args: string[]): Promise<string>;
  close(): Promise<void>;
}

export interface BenchOptions {
  /** One process running API and worker (npm start), or an API process plus a worker process. */
  split: boolean;
  /** Only the API process (RUN_MODE=api), no worker: reads measured with nothing beside them. */
  apiOnly?: boolean;
  /** With `split`: how many worker processes (1 by default). */
  workers?: number;
  env?: Record<string, string>;
  /** CPU list for `taskset -c` (where taskset exists) of every server process. */
  cpus?: string;
  /** Scopes of the API token the bench gets; webhooks read, write and delete by default. */
  scopes?: Array<{ entity: string; actions: string[] }>;
  /** The throwaway database's name before its random suffix; `bench_webhooks` by default. */
  databasePrefix?: string;
  /** The checkout whose build (its dist/) runs: this one by default (bench:ab runs another too). */
  root?: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${baseUrl}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become ready within 60 s');
}

/**
 * Runs the built service (dist/, `npm run build` first) against a throwaway database and Redis
 * prefix, as separate processes from the load generator so they do not share an event loop.
 */
export async function startBenchServer(options: BenchOptions): Promise<BenchServer> {
  const root = options.root ?? ROOT;
  const adminUrl =
    process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const suffix = randomBytes(4).toString('hex');
  const database = `${options.databasePrefix ?? 'bench_webhooks'}_${suffix}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const scratch = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench:wh${suffix}`,
    KEYS_DIR: join(scratch, 'keys'),
    MEDIA_STORAGE_DIR: join(scratch, 'media'),
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    LOG_LEVEL: 'warn',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    ...options.env,
  };

  const cli = async (args: string[]) =>
    (await run(process.execPath, ['dist/src/cli.js', ...args], { cwd: root, env })).stdout;
  const bootstrap = await cli([
    'bootstrap',
    '--team',
    'Bench',
    '--email',
    'bench@example.test',
    '--json',
  ]);
  const { teamId, userId, sessionToken } = JSON.parse(bootstrap) as {
    teamId: string;
    userId: string;
    sessionToken: string;
  };

  const children: ChildProcess[] = [];
  const start = (script: string, runMode: string) => {
    // BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of each server process there, and
    // BENCH_ALLOCATION_PROFILE=<dir> what it allocates while busy (allocation-sampler.ts);
    // BENCH_NODE_FLAGS adds node flags (`--trace-gc`, printed with BENCH_STDOUT=1).
    const profile = [
      ...(process.env.BENCH_CPU_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
        : []),
      ...(process.env.BENCH_ALLOCATION_PROFILE
        ? ['--require', join(ROOT, 'dist/bench/diagnostics/allocation-sampler.js')]
        : []),
    ];
    const pin = options.cpus && hasTaskset() ? ['taskset', '-c', options.cpus] : [];
    const [command, ...args] = [
      ...pin,
      process.execPath,
      ...startNodeFlags(root),
      ...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
      ...profile,
      script,
    ];
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, RUN_MODE: runMode, WORKER_METRICS_PORT: '0' },
      stdio: ['ignore', process.env.BENCH_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const api = start('dist/src/main.js', options.split || options.apiOnly ? 'api' : 'all');
  const workers =
    options.split && !options.apiOnly
      ? Array.from({ length: options.workers ?? 1 }, () => start('dist/src/worker.js', 'worker'))
      : [];
  await waitForReady(baseUrl, api);

  const tokenResponse = await fetch(`${baseUrl}/v1/api-tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sessionToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'bench',
      scopes: options.scopes ?? [{ entity: 'webhooks', actions: ['read', 'write', 'delete'] }],
    }),
  });
  const { token } = (await tokenResponse.json()) as { token: string };

  return {
    baseUrl,
    databaseUrl: databaseUrl.toString(),
    teamId,
    userId,
    auth: { Authorization: `Bearer ${token}` },
    pid: api.pid!,
    workerPid: workers[0]?.pid,
    workerPids: workers.map((worker) => worker.pid!),
    cli,
    close: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await cleanup.end();
      const redis = new Redis(env.REDIS_URL);
      for (const pattern of [`${env.REDIS_PREFIX}:*`, `{${env.REDIS_PREFIX}:*`]) {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
          cursor = next;
          if (keys.length) await redis.del(...keys);
        } while (cursor !== '0');
      }
      await redis.quit();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_EXPERIMENT_ENV (JSON): variables of the service under test for one experiment, such as
 * `{"OTEL_BSP_MAX_EXPORT_BATCH_SIZE":"64"}`; applied last, so they win.
 */
export function experimentEnv(): Record<string, string> {
  return JSON.parse(process.env.BENCH_EXPERIMENT_ENV ?? '{}') as Record<string, string>;
}

export function hasTaskset(): boolean {
  return existsSync('/usr/bin/taskset') || existsSync('/bin/taskset');
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

export async function postJson<T>(
  url: string,
  auth: Record<string, string>,
  body: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
