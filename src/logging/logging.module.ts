import { Global, Module } from '@nestjs/common';
import { Logger, type PinoLogger } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config.module';
import { createLoggers, type Loggers } from './loggers';

export const LOGGERS = Symbol('LOGGERS');

/**
 * Structured JSON logs (pino): the Nest logger of the process writes through nestjs-pino's
 * `Logger`, and each HTTP request gets one access line from the request edge
 * (request-edge.ts) rather than a child logger of its own.
 */
@Global()
@Module({
  providers: [
    { provide: LOGGERS, inject: [APP_CONFIG], useFactory: createLoggers },
    {
      provide: Logger,
      inject: [LOGGERS],
      // nestjs-pino's Nest logger calls only the level methods (trace … fatal) of what it wraps,
      // which a pino logger has: lines keep its `context` and `err` conventions.
      useFactory: (loggers: Loggers) => new Logger(loggers.app as unknown as PinoLogger, {}),
    },
  ],
  exports: [LOGGERS, Logger],
})
export class LoggingModule {}
