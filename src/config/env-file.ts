import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` of the working directory into `env` when the file exists: a variable already set
 * (by the shell, compose, systemd) wins over the file. Called first by the processes people start
 * (main, worker, cli, the migration data source), never by tests, whose configuration must not
 * depend on a developer's file. Returns the path read, or undefined when there is none.
 */
export function readEnvFile(
  path = resolve(process.cwd(), '.env'),
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`cannot read ${path}: ${(error as Error).message}`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] === undefined) env[name] = value;
  }
  return path;
}
