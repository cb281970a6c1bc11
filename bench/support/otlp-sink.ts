import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { hasTaskset } from './bench-server';

/**
 * An OTLP/HTTP receiver that takes every export and keeps nothing (an empty
 * ExportTraceServiceResponse is an empty protobuf message), so a bench with tracing on measures
 * what the service pays to make and send spans, not what a collector does with them. It runs in a
 * process of its own, pinned beside the load generator.
 */
export async function startOtlpSink(
  cpus?: string,
): Promise<{ endpoint: string; child: ChildProcess }> {
  const pin = cpus && hasTaskset() ? ['taskset', '-c', cpus] : [];
  const [command, ...args] = [
    ...pin,
    process.execPath,
    '-r',
    'ts-node/register/transpile-only',
    __filename,
    'serve',
  ];
  const child = spawn(command, args, {
    cwd: join(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', () => reject(new Error('the OTLP sink did not start')));
  });
  return { endpoint: `http://127.0.0.1:${port}`, child };
}

/**
 * What a bench server is started with to trace to the sink: every request sampled, or
 * parentbased_traceidratio at `samplerRatio`, over OTLP/HTTP protobuf (the default), as an
 * operator would run it (docs/operations.md, "Tracing").
 */
export function tracingEnv(endpoint: string, samplerRatio?: string): Record<string, string> {
  return {
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    ...(samplerRatio && {
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: samplerRatio,
    }),
  };
}

if (require.main === module && process.argv[2] === 'serve') {
  const server = createServer((request, response) => {
    request.resume();
    request.once('end', () => {
      const json = String(request.headers['content-type']).includes('json');
      response.writeHead(200, {
        'Content-Type': json ? 'application/json' : 'application/x-protobuf',
      });
      response.end(json ? '{}' : undefined);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${(server.address() as { port: number }).port}\n`);
  });
}
