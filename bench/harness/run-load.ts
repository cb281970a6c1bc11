import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hasTaskset } from '../support/bench-server';
import type { LoadJob, LoadResult } from './load-generator';

/** The cores of a bench run: servers on one, the load generator on the other. */
export const SERVER_CPU = '0';
export const LOAD_CPU = '1';

const run = promisify(execFile);

/** Runs one LoadJob in its own process, pinned to LOAD_CPU where taskset exists. */
export async function generateLoad(job: LoadJob): Promise<LoadResult> {
  const script = join(__dirname, 'load-generator.ts');
  const pin = hasTaskset() ? ['taskset', '-c', LOAD_CPU] : [];
  const [command, ...args] = [
    ...pin,
    process.execPath,
    '-r',
    'ts-node/register/transpile-only',
    script,
    JSON.stringify(job),
  ];
  const { stdout } = await run(command, args, {
    cwd: join(__dirname, '..', '..'),
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LoadResult;
}
