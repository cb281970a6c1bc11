import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WebhookQueues } from './webhook-queues';

export const RELAY_BATCH = 500;

interface CreatedDelivery {
  id: string;
  subscription_id: string;
  status: string;
}

/**
 * Moves committed outbox events into deliveries, one per matching subscription, and queues
 * their first attempt. One statement claims the events (SKIP LOCKED, so relays in several
 * processes never take the same one), creates the deliveries and marks the events relayed:
 * it either all happens or none of it. A subscription created after an event does not get it.
 */
@Injectable()
export class OutboxRelayService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: WebhookQueues,
  ) {}

  /** Returns how many events were relayed (a full batch means: call again at once). */
  async relayBatch(): Promise<number> {
    const [result] = await this.dataSource.query<
      Array<{ relayed: number; deliveries: CreatedDelivery[] }>
    >(
      `WITH claimed AS (
         SELECT id, team_id, type, created_at FROM outbox_events
          WHERE relayed_at IS NULL
          ORDER BY created_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       ), created AS (
         INSERT INTO webhook_deliveries
           (id, team_id, subscription_id, event_id, event_type, status, next_attempt_at)
         SELECT gen_random_uuid(), claimed.team_id, s.id, claimed.id, claimed.type,
                CASE WHEN s.enabled THEN 'pending' ELSE 'held' END,
                CASE WHEN s.enabled THEN now() END
           FROM claimed
           JOIN webhook_subscriptions s
             ON s.team_id = claimed.team_id
            AND s.created_at <= claimed.created_at
            AND (s.event_types IS NULL OR s.event_types ? claimed.type)
          ORDER BY claimed.created_at
         ON CONFLICT (subscription_id, event_id) DO NOTHING
         RETURNING id, subscription_id, status
       ), relayed AS (
         UPDATE outbox_events SET relayed_at = now()
          WHERE id IN (SELECT id FROM claimed)
          RETURNING id
       )
       SELECT (SELECT count(*)::int FROM relayed) AS relayed,
              (SELECT coalesce(json_agg(created), '[]') FROM created) AS deliveries`,
      [RELAY_BATCH],
    );
    if (!result) return 0;
    const due = result.deliveries.filter((delivery) => delivery.status === 'pending');
    // Committed already: if queueing fails, the recovery sweep queues them from Postgres.
    await this.queues.queueAttempts(
      due.map((delivery) => ({
        deliveryId: delivery.id,
        subscriptionId: delivery.subscription_id,
        attempt: 1,
      })),
    );
    return result.relayed;
  }
}
