import { Aliased, Columns, statement } from '../../database/sql-statement';
import { OutboxEvent } from '../../events/outbox-event.entity';
import { WebhookDelivery } from './webhook-delivery.entity';

/** Hand-written SQL of recovery and test events (sql-statement.ts). */

/**
 * One batch of a recovery: failed deliveries of the subscription created in [since, until),
 * oldest first, each starting a fresh round now, exactly as a manual retry does (RETRY_DELIVERY).
 * A row another recovery holds is waited for and then no longer matches, so two concurrent
 * recoveries never re-queue the same delivery twice. Ownership challenges are not recovered: a
 * new one is asked for instead (POST …/verify).
 */
export const RECOVER_FAILED_DELIVERIES = statement<
  [subscriptionId: string, since: Date, until: Date, limit: number],
  Columns<WebhookDelivery, 'id' | 'attemptCount'>
>({
  name: 'recover_failed_deliveries',
  text: `WITH batch AS (
           SELECT id FROM webhook_deliveries
            WHERE subscription_id = $1 AND status = 'failed'
              AND created_at >= $2 AND created_at < $3
              AND event_type <> 'webhook.verification'
            ORDER BY created_at
            LIMIT $4
            FOR UPDATE
         )
         UPDATE webhook_deliveries d
            SET status = 'pending', round_attempts = 0, next_attempt_at = now()
           FROM batch
          WHERE d.id = batch.id AND d.status = 'failed'
          RETURNING d.id, d.attempt_count`,
  columns: { id: true, attempt_count: true },
});

/**
 * A `webhook.test` event and its one delivery, in one statement. The event is written already
 * relayed, so the relay never fans it out to the team's other subscriptions; nothing is written
 * unless the subscription exists in the team and is enabled.
 */
export const INSERT_TEST_EVENT = statement<
  [subscriptionId: string, teamId: string, eventId: string, dataJson: string],
  Columns<WebhookDelivery, 'id'> & Aliased<OutboxEvent, 'id', 'event_id'>
>({
  name: 'insert_test_event',
  text: `WITH subscription AS (
           SELECT id, team_id FROM webhook_subscriptions
            WHERE id = $1 AND team_id = $2 AND enabled
         ), event AS (
           INSERT INTO outbox_events (id, team_id, type, data, relayed_at)
           SELECT $3, team_id, 'webhook.test', $4::jsonb, now() FROM subscription
           RETURNING id, team_id, type
         )
         INSERT INTO webhook_deliveries
           (id, team_id, subscription_id, event_id, event_type, status, next_attempt_at)
         SELECT gen_random_uuid(), event.team_id, subscription.id, event.id, event.type,
                'pending', now()
           FROM event, subscription
         RETURNING id, event_id`,
  columns: { id: true, event_id: true },
});
