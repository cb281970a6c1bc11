import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startNodeFlags } from '../../test/support/start-node-flags';
import { hasTaskset } from './bench-server';

const ROOT = join(__dirname, '..', '..');

/**
 * The bare NestJS app (bench/reference/bare-app.ts, compiled by `tsc -p
 * bench/tsconfig.reference.json`) in its own process, started as the service is (its heap flags
 * too), so the two differ only in what they run. `cpus`: a `taskset -c` list, where taskset exists.
 */
export async function startBare(cpus?: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const pin = cpus && hasTaskset() ? ['taskset', '-c', cpus] : [];
  const [command, ...args] = [
    ...pin,
    process.execPath,
    ...startNodeFlags(),
    'dist/bench/reference/bare-app.js',
  ];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/bare`)).ok) return { baseUrl, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the bare NestJS app did not start');
}
