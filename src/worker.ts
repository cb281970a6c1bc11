import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { Registry } from 'prom-client';
import { AppModule } from './app.module';
import { METRICS_REGISTRY } from './metrics/metrics-registry';
import { startWorkerMetricsServer } from './metrics/worker-metrics-server';
import { ConfigError, loadConfig } from './config/app-config';
import { readEnvFile } from './config/env-file';
import { prepareDatabase } from './prepare-database';

/** The queue worker alone, for deployments that scale workers apart from the API. */
async function main(): Promise<void> {
  readEnvFile();
  process.env.RUN_MODE = 'worker';
  const config = loadConfig();
  await prepareDatabase(config);
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  if (config.workerMetricsPort > 0) {
    const server = await startWorkerMetricsServer(
      app.get<Registry>(METRICS_REGISTRY),
      config.workerMetricsPort,
    );
    process.once('SIGTERM', () => {
      server.close();
      server.closeAllConnections();
    });
  }
  app
    .get(Logger)
    .log(
      `worker started: queue processors and the outbox relay are running${config.workerMetricsPort > 0 ? `; metrics on :${config.workerMetricsPort}/metrics` : ''}`,
      'Worker',
    );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
