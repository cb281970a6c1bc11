import { Injectable } from '@nestjs/common';
import { context } from '@opentelemetry/api';
import { RelayRepository } from '../store/relay.repository';
import { DeliveryQueues } from '../queue/delivery-queues';
import { RelaySpans } from './relay-spans';
import { KeySequencesService, RELEASE_BATCH } from '../ordering/key-sequences.service';

export const RELAY_BATCH = 500;
/** How often a batch looks at the whole outbox, not just the days around today. */
export const RELAY_SWEEP_MS = 60_000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Moves committed outbox events into deliveries, one per matching subscription, and queues
 * their first attempt. One statement (RELAY_OUTBOX_EVENTS) claims the events, creates the
 * deliveries and marks the events relayed: it either all happens or none of it.
 *
 * A batch claims the events created from the start of yesterday (UTC) to the end of tomorrow,
 * so it is planned for three partitions of the outbox, not all of them (docs/events.md, "The
 * outbox"). An event created earlier and still unrelayed (a transaction open across midnight and
 * more, a backlog after a long outage, rows from before partitioning) is found by a sweep over
 * the whole outbox: the first batch of the process, then one every RELAY_SWEEP_MS, repeated while
 * it comes back full.
 */
@Injectable()
export class OutboxRelayService {
  private sweptAt = -Infinity;
  private sweeping = true;

  constructor(
    private readonly relay: RelayRepository,
    private readonly queues: DeliveryQueues,
    private readonly sequences: KeySequencesService,
  ) {}

  /**
   * A batch, then the release of ordered deliveries that wait without a head: those the batch
   * made, and those whose order was not yet final when last looked at. True when either was
   * full (call again at once).
   */
  async relayAndRelease(): Promise<boolean> {
    const relayed = await this.relayBatch();
    const released = await this.sequences.releaseFree();
    return relayed >= RELAY_BATCH || released >= RELEASE_BATCH;
  }

  /** Returns how many events were relayed (a full batch means: call again at once). */
  async relayBatch(): Promise<number> {
    if (Date.now() - this.sweptAt >= RELAY_SWEEP_MS) this.sweeping = true;
    const sweep = this.sweeping;
    const startedAt = Date.now();
    const result = await this.relay.relayOutboxEvents(RELAY_BATCH, sweep ? WHOLE : recentDays());
    if (sweep) {
      this.sweptAt = Date.now();
      this.sweeping = result.relayed >= RELAY_BATCH;
    }
    const due = result.deliveries.filter((delivery) => delivery.status === 'pending');
    const spans = RelaySpans.start(result, startedAt, sweep);
    // Committed already: if queueing fails, the lost-job sweep queues them from Postgres.
    const queue = () =>
      this.queues.queueAttempts(
        due.map((delivery) => {
          const traceContext = spans?.carrierOf(delivery.eventId);
          return {
            deliveryId: delivery.id,
            subscriptionId: delivery.subscriptionId,
            attempt: 1,
            ...(traceContext && { traceContext }),
          };
        }),
      );
    if (!spans) await queue();
    else await context.with(spans.context, queue).finally(() => spans.end());
    return result.relayed;
  }
}

const WHOLE: [string, string] = ['-infinity', 'infinity'];

/** From the start of yesterday to the end of tomorrow, UTC. */
function recentDays(): [string, string] {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  return [new Date(today - DAY_MS).toISOString(), new Date(today + 2 * DAY_MS).toISOString()];
}
