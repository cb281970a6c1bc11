// First: tracing patches Express, pg and ioredis as they load (tracing/bootstrap.ts).
import './tracing/worker-process';
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
  const logger = app.get(Logger);
  const metrics =
    config.workerMetricsPort > 0
      ? await startWorkerMetricsServer(
          app.get<Registry>(METRICS_REGISTRY),
          config.workerMetricsPort,
          config.workerMetricsPorts,
          config.workerMetricsHost,
        )
      : undefined;
  if (metrics) {
    process.once('SIGTERM', () => {
      metrics.server.close();
      metrics.server.closeAllConnections();
    });
  } else if (config.workerMetricsPort > 0) {
    const last = config.workerMetricsPort + config.workerMetricsPorts - 1;
    logger.warn(
      `no free metrics port in ${config.workerMetricsPort}–${last} (WORKER_METRICS_PORT, WORKER_METRICS_PORTS): this worker serves no /metrics`,
      'Worker',
    );
  }
  const where = metrics ? `; metrics on ${config.workerMetricsHost}:${metrics.port}/metrics` : '';
  logger.log(`worker started: queue processors and the outbox relay are running${where}`, 'Worker');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
