import { ConfigError } from '../config/app-config';
import { readEnvFile } from '../config/env-file';
import { tracingConfigFrom } from './tracing-config';
import { noteTracingStarted } from './tracing-state';

/**
 * Starts tracing in this process when OTEL_TRACES_EXPORTER asks for it (platform.md, Tracing).
 * It must run before Nest, Express, pg and ioredis are first required, since instrumentations
 * patch a module as it loads: the entry points import it first (api-process.ts,
 * worker-process.ts). Off, the SDK is never even loaded. A bad setting stops the start, as every
 * other configuration error does.
 */
export function bootstrapTracing(defaultServiceName: string): void {
  readEnvFile();
  try {
    const config = tracingConfigFrom(process.env, defaultServiceName);
    if (!config) return;
    // Required here, not imported: a process without tracing never loads the SDK.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { startTracingSdk } = require('./tracing-sdk') as typeof import('./tracing-sdk');
    noteTracingStarted(startTracingSdk(config));
  } catch (error) {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  }
}
