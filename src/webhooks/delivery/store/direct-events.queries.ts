import { Aliased, Columns, statement } from '../../../database/sql-statement';
import type { EventType } from '../../../events/event-types';
import { OutboxEvent } from '../../../events/outbox-event.entity';
import { WebhookDelivery } from './webhook-delivery.entity';

/**
 * An event for one subscription only (`webhook.test`, a `webhook.verification` challenge) and its
 * one delivery, in one statement. The event is written already relayed, so no other subscription
 * gets it; the delivery is due now while the subscription may receive it (webhook_may_receive) and held
 * otherwise (replayed when it may). Nothing is written for a subscription that is gone or of another team,
 * nor, with `onlyIfEnabled`, for a disabled one.
 */
export const INSERT_DIRECT_EVENT = statement<
  [
    subscriptionId: string,
    teamId: string,
    eventId: string,
    type: EventType,
    dataJson: string,
    onlyIfEnabled: boolean,
  ],
  Columns<WebhookDelivery, 'id'> & Aliased<OutboxEvent, 'id', 'event_id'>
>({
  name: 'insert_direct_event',
  text: `WITH subscription AS (
           SELECT id, team_id, enabled,
                  webhook_may_receive(enabled, verification_status, $4) AS may_receive
             FROM webhook_subscriptions
            WHERE id = $1 AND team_id = $2 AND (enabled OR NOT $6::boolean)
         ), event AS (
           INSERT INTO outbox_events (id, team_id, type, data, relayed_at)
           SELECT $3, team_id, $4, $5::jsonb, now() FROM subscription
           RETURNING id, team_id, type
         )
         INSERT INTO webhook_deliveries
           (id, team_id, subscription_id, event_id, event_type, status, next_attempt_at)
         SELECT gen_random_uuid(), event.team_id, subscription.id, event.id, event.type,
                CASE WHEN subscription.may_receive THEN 'pending' ELSE 'held' END,
                CASE WHEN subscription.may_receive THEN now() END
           FROM event, subscription
         RETURNING id, event_id`,
  columns: { id: true, event_id: true },
});
