import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { KeyUnavailableError } from './key-errors';

const SAFE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export function keyPath(keysDir: string, ...segments: string[]): string {
  for (const segment of segments) {
    if (!SAFE_NAME.test(segment.replace(/\.[a-z]+$/, '')))
      throw new Error(`unsafe key file name ${segment}`);
  }
  return join(keysDir, ...segments);
}

export async function readKeyFile(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    throw new KeyUnavailableError(what);
  }
}

/** Key files are written once, readable by the service user only, never overwritten. */
export async function writeKeyFile(path: string, contents: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, contents, { mode: 0o600, flag: 'wx' });
}
