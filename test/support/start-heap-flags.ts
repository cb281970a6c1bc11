import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The V8 heap flags `npm start` passes (package.json), for every harness that starts the compiled
 * service in its own process (the bench, the outage tests): they run it as users do, and the
 * flags cannot drift apart.
 */
export function startHeapFlags(): string[] {
  const packageJson = join(__dirname, '..', '..', 'package.json');
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    scripts: Record<string, string>;
  };
  return scripts.start?.match(/--(?:max-[a-z-]+|heap-growing-percent)=\d+/g) ?? [];
}
