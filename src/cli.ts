#!/usr/bin/env node
import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { CliModule } from './cli/cli.module';
import { CliUsageError } from './cli/cli-output';
import { ConfigError, loadConfig } from './config/app-config';
import { readEnvFile } from './config/env-file';
import { DomainError } from './common/errors/domain-error';
import { KeyUnavailableError } from './keys/key-errors';
import { prepareDatabase } from './prepare-database';

/** `npm run cli -- <command> [options]`: operator commands (platform.md, CLI). */
async function main(): Promise<void> {
  readEnvFile();
  // Every command, even --help, boots the module, which connects: a missing database is named
  // here (prepareDatabase) rather than failing silently inside Nest's start-up.
  await prepareDatabase(loadConfig());
  await CommandFactory.run(CliModule, {
    logger: false,
    errorHandler: (error) => fail(error),
    serviceErrorHandler: (error) => fail(error),
  });
}

function fail(error: unknown): never {
  if (isCommanderExit(error)) {
    // Commander has printed the help or its one-line usage error already; 0 after --help.
    process.exit(error.exitCode);
  }
  const known =
    error instanceof CliUsageError ||
    error instanceof ConfigError ||
    error instanceof DomainError ||
    error instanceof KeyUnavailableError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${known ? message : ((error as Error)?.stack ?? message)}\n`);
  process.exit(1);
}

main().catch(fail);

/** Commander's own exit (help shown, unknown command or option), thrown through nest-commander. */
function isCommanderExit(error: unknown): error is { exitCode: number } {
  return (
    error instanceof Error &&
    error.name === 'CommanderError' &&
    typeof (error as { exitCode?: unknown }).exitCode === 'number'
  );
}
