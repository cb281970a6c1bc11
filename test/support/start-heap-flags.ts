import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A node or V8 option, with a number or none: `--max-old-space-size=256`, `--no-…`. */
export const NODE_FLAG = /^--[a-z][a-z-]*(?:=\d+)?$/;

/**
 * The node flags `npm start` passes (package.json: heap sizes, GC), for every harness that starts
 * the compiled service in its own process (the bench, the outage tests) and for the deployment
 * files' check: they run it as users do, and the flags cannot drift apart. `root`: the checkout
 * whose package.json is read (bench:ab starts another build with its own).
 */
export function startHeapFlags(root = join(__dirname, '..', '..')): string[] {
  const packageJson = join(root, 'package.json');
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (scripts.start ?? '').split(/\s+/).filter((word) => NODE_FLAG.test(word));
}
