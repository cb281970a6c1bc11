import type { LoggerService } from '@nestjs/common';
import { withDeadline } from '../async/with-deadline';

/** How long callers answer in process after Redis failed, before Redis is asked again. */
export const REDIS_RETRY_AFTER_MS = 2_000;
/** The fallback is logged at most this often, not once per request. */
const FALLBACK_LOG_INTERVAL_MS = 60_000;

export interface RedisFallbackOptions {
  /** Deadline of one Redis call, including its wait behind an auto-pipeline. */
  commandTimeoutMs: number;
  /** Names the Redis call in its deadline error, e.g. 'Redis rate-limit counter'. */
  what: string;
  /** What the logged warning says takes over, e.g. 'rate limits counted in this process'. */
  fallbackNote: string;
  logger: Pick<LoggerService, 'warn'>;
}

/**
 * Runs a Redis call for a caller that has an in-process answer of its own (per-instance counters
 * or slots): while Redis does not answer, `attempt` returns undefined and the caller answers in
 * process, so N instances briefly allow up to N budgets, never an unlimited one and never none.
 * After a failure Redis is left alone for REDIS_RETRY_AFTER_MS, so a frozen Redis costs one
 * command deadline now and then rather than one per request.
 */
export class RedisFallback {
  private redisRetryAt = 0;
  private nextFallbackLog = 0;

  constructor(private readonly options: RedisFallbackOptions) {}

  /** The call's answer, or undefined when Redis failed now or recently. */
  async attempt<T>(operation: () => Promise<T>): Promise<T | undefined> {
    if (Date.now() < this.redisRetryAt) return undefined;
    try {
      // The command timeout starts when a command is written; with auto-pipelining a command may
      // first wait for the pipeline ahead of it, so the deadline covers the whole call.
      return await withDeadline(operation(), this.options.commandTimeoutMs, this.options.what);
    } catch (error) {
      this.redisFailed(error);
      return undefined;
    }
  }

  private redisFailed(error: unknown): void {
    this.redisRetryAt = Date.now() + REDIS_RETRY_AFTER_MS;
    if (Date.now() < this.nextFallbackLog) return;
    this.nextFallbackLog = Date.now() + FALLBACK_LOG_INTERVAL_MS;
    this.options.logger.warn(
      `${this.options.fallbackNote} (Redis: ${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
