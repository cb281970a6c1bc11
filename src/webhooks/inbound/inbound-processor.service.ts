import { Injectable } from '@nestjs/common';
import { InboundDeliveriesRepository } from './inbound-deliveries.repository';

export const INBOUND_PROCESS_BATCH = 500;
/** How often a batch claims from every day of the log, not only the recent ones. */
export const INBOUND_FULL_SWEEP_MS = 60_000;

const DAY_MS = 24 * 3600 * 1000;
const EVERY_DAY: [string, string] = ['-infinity', 'infinity'];

/**
 * Processes accepted inbound deliveries straight from Postgres, where the receiver stored them:
 * each one is marked processed in the statement that emits its `webhook.inbound.received`, so
 * it is emitted once. Run as a worker loop (WebhookLoopsService), not through a queue: the
 * delivery row is already the record of the work, and Redis is not needed to do it.
 *
 * The log is partitioned by day (docs/decisions.md), and a claim is planned for the days it may
 * read: yesterday to tomorrow, where every delivery arrives, and every day at start, once a
 * minute and for as long as such a claim finds a full batch (a backlog older than yesterday, a
 * claim rolled back). Planning all thirty-odd partitions on every poll cost more than the poll.
 */
@Injectable()
export class InboundProcessorService {
  private nextFullSweep = 0;

  constructor(private readonly deliveries: InboundDeliveriesRepository) {}

  /** Processes one batch; returns how many deliveries it processed. */
  async processPending(): Promise<number> {
    const now = Date.now();
    const everyDay = now >= this.nextFullSweep;
    const processed = await this.deliveries.processPending(
      INBOUND_PROCESS_BATCH,
      everyDay ? EVERY_DAY : recentInboundDays(now),
    );
    if (everyDay)
      this.nextFullSweep = processed >= INBOUND_PROCESS_BATCH ? 0 : now + INBOUND_FULL_SWEEP_MS;
    return processed;
  }
}

/** [yesterday, the day after tomorrow) in UTC days, as partitions are cut: a clock hours off still finds today. */
export function recentInboundDays(now: number): [from: string, before: string] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return [new Date(today - DAY_MS).toISOString(), new Date(today + 2 * DAY_MS).toISOString()];
}
