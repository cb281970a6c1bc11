import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A node or V8 option, with a number or none: `--max-old-space-size=256`, `--no-…`. */
const NODE_FLAG = /^--[a-z][a-z-]*(?:=\d+)?$/;

/** The node flags among a command's words (an npm script split on spaces, an image's CMD). */
export function nodeFlagsOf(words: string[]): string[] {
  return words.filter((word) => NODE_FLAG.test(word));
}

/**
 * The node flags `npm start` passes (package.json: heap sizes, GC), for every harness that starts
 * the compiled service in its own process (the bench, the outage tests) and for the deployment
 * files' check: they run it as users do, and the flags cannot drift apart. `root`: the checkout
 * whose package.json is read (bench:ab starts another build with its own).
 */
export function startNodeFlags(root = join(__dirname, '..', '..')): string[] {
  return nodeFlagsOf((packageScripts(root).start ?? '').split(/\s+/));
}

/** package.json's `scripts` of the checkout at `root`. */
export function packageScripts(root = join(__dirname, '..', '..')): Record<string, string> {
  const packageJson = join(root, 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> })
    .scripts;
}
