import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { CliModule } from './cli/cli.module';
import { CliUsageError } from './cli/cli-output';
import { ConfigError, loadConfig } from './config/app-config';
import { readEnvFile } from './config/env-file';
import { DomainError } from './common/errors/domain-error';
import { prepareDatabase } from './prepare-database';

/** `npm run cli -- <command> [options]`: operator commands (platform.md, CLI). */
async function main(): Promise<void> {
  readEnvFile();
  await prepareDatabase(loadConfig());
  await CommandFactory.run(CliModule, {
    logger: false,
    errorHandler: (error) => fail(error),
    serviceErrorHandler: (error) => fail(error),
  });
}

function fail(error: unknown): never {
  const known =
    error instanceof CliUsageError || error instanceof ConfigError || error instanceof DomainError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${known ? message : ((error as Error)?.stack ?? message)}\n`);
  process.exit(1);
}

main().catch(fail);
