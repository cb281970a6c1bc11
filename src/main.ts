// First: tracing patches Express, pg and ioredis as they load (tracing/bootstrap.ts).
import './tracing/api-process';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { PrototypedExpressAdapter } from './common/http/prototyped-express-adapter';
import { ConfigError, loadConfig } from './config/app-config';
import { readEnvFile } from './config/env-file';
import { prepareDatabase } from './prepare-database';

async function main(): Promise<void> {
  readEnvFile();
  const config = loadConfig();
  await prepareDatabase(config);
  const app = await NestFactory.create(AppModule, new PrototypedExpressAdapter(), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app, config);
  await app.listen(config.port);
  app.get(Logger).log(`listening on port ${config.port} (run mode ${config.runMode})`, 'Main');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
