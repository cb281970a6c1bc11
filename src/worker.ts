import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
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
  app
    .get(Logger)
    .log('worker started: queue processors and the outbox relay are running', 'Worker');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
