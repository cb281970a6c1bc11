import { cols, select } from '../../../database/selection';
import type { EventType } from '../../../events/event-types';
import { WebhookDelivery } from './webhook-delivery.entity';

const DIRECT_DELIVERY = select(cols(WebhookDelivery, 'webhook_deliveries', ['id', 'eventId']));

/**
 * An event for one subscription only (`webhook.test`, a `webhook.verification` challenge) and its
 * one delivery, in one statement. The event is written already relayed by record_outbox_event
 * (which makes its id), so no other subscription gets it; the delivery is due now while the
 * subscription may receive it (webhook_may_receive) and held otherwise (replayed when it may).
 * Nothing is written for a subscription that is gone or of another team, nor, with
 * `onlyIfEnabled`, for a disabled one. The event keeps the writer's trace context ($6, null while
 * tracing is off).
 */
export const INSERT_DIRECT_EVENT = DIRECT_DELIVERY.statement<
  [
    subscriptionId: string,
    teamId: string,
    type: EventType,
    dataJson: string,
    onlyIfEnabled: boolean,
    traceContextJson: string | null,
  ]
>({
  name: 'insert_direct_event',
  text: `WITH subscription AS (
           SELECT id, team_id, enabled,
                  webhook_may_receive(enabled, verification_status, $3) AS may_receive
             FROM webhook_subscriptions
            WHERE id = $1 AND team_id = $2 AND (enabled OR NOT $5::boolean)
         ), event AS (
           SELECT record_outbox_event(team_id, $3, $4::jsonb, now(), $6::jsonb) AS id, team_id,
                  $3::varchar AS type
             FROM subscription
         )
         INSERT INTO webhook_deliveries
           (id, created_at, team_id, subscription_id, event_id, event_type, status,
            next_attempt_at)
         SELECT uuid_v7_at(now()), now(), event.team_id, subscription.id, event.id, event.type,
                CASE WHEN subscription.may_receive THEN 'pending' ELSE 'held' END,
                CASE WHEN subscription.may_receive THEN now() END
           FROM event, subscription
         RETURNING ${DIRECT_DELIVERY}`,
});
