import {
  col,
  cols,
  expr,
  nonNull,
  select,
  SelectedRow,
  shapeFrom,
} from '../../../database/selection';
import { WebhookDeliveryAttempt } from '../store/webhook-delivery-attempt.entity';
import { WebhookSubscription } from '../store/webhook-subscription.entity';

/** Hand-written SQL of the `failing` warnings (selection.ts). */

/** The subscriptions the claim warned about, as its `warned` CTE returns them. */
const WARNED_SHAPE = {
  ...cols(WebhookSubscription, 's', ['id', 'teamId', 'url', 'createdByUserId']),
  ...nonNull(cols(WebhookSubscription, 's', ['failingSince'])),
  ...cols(WebhookSubscription, 's', ['failingWarningsSent']),
};
const WARNED = select(WARNED_SHAPE);

const FAILING_WARNING = select({
  ...shapeFrom('warned', WARNED_SHAPE),
  lastAttemptAt: expr<WebhookDeliveryAttempt['startedAt']>(
    'COALESCE(last.started_at, warned."failingSince")',
  ),
  lastStatus: col(WebhookDeliveryAttempt, 'last', 'responseStatus'),
});
export type FailingWarning = SelectedRow<typeof FAILING_WARNING>;

/**
 * Claims the enabled subscriptions whose failure streak has passed a warning threshold it was not
 * warned about yet, and counts every threshold passed as warned: one warning per check, so a
 * check that finds two passed at once (the loop did not run meanwhile) warns once. The partial
 * index `webhook_subscriptions_failing` holds only subscriptions in a streak; rows are locked with
 * SKIP LOCKED and the count is re-checked on the locked row, so worker processes checking side by
 * side never warn twice. The caller writes the events in the same transaction.
 *
 * The last failed attempt gives `lastAttemptAt` and `lastStatus` (null: no HTTP answer). Without
 * one (an attempt recorded twice, or pruned) the streak's first failure stands in for the time.
 */
export const CLAIM_FAILING_WARNINGS = FAILING_WARNING.statement<
  [thresholdsMs: number[], limit: number]
>({
  name: 'claim_failing_warnings',
  text: `WITH due AS (
           SELECT id FROM webhook_subscriptions
            WHERE failing_since IS NOT NULL AND enabled
              AND failing_since <= now() - ($1::bigint[])[1] * interval '1 millisecond'
              AND failing_warnings_sent < cardinality($1::bigint[])
              AND failing_since + ($1::bigint[])[failing_warnings_sent + 1]
                    * interval '1 millisecond' <= now()
            ORDER BY failing_since
            LIMIT $2
            FOR UPDATE SKIP LOCKED
         ), warned AS (
           UPDATE webhook_subscriptions s
              SET failing_warnings_sent = (
                    SELECT count(*) FROM unnest($1::bigint[]) AS threshold(ms)
                     WHERE s.failing_since + threshold.ms * interval '1 millisecond' <= now())
             FROM due
            WHERE s.id = due.id
            RETURNING ${WARNED}
         )
         SELECT ${FAILING_WARNING}
           FROM warned
           LEFT JOIN LATERAL (
             SELECT a.started_at, a.response_status FROM webhook_delivery_attempts a
              WHERE a.subscription_id = warned.id AND NOT a.succeeded
              ORDER BY a.started_at DESC
              LIMIT 1
           ) last ON true`,
});
