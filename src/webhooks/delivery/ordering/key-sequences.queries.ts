import { cols, expr, select, type SelectedRow } from '../../../database/selection';
import { inCreatedSpan } from '../store/delivery-partition';
import { WebhookDelivery } from '../store/webhook-delivery.entity';
import { WebhookKeyHead } from './webhook-key-head.entity';
import { WebhookKeyQueueEntry } from './webhook-key-queue-entry.entity';

/**
 * Ordered delivery (docs/webhooks-delivery.md, "Ordered delivery"; selection.ts). A key of a
 * subscription has at most one head (webhook_key_heads), the delivery released to be attempted;
 * the rest wait in webhook_key_queue at their event's place in the events API's order (xid, seq).
 * When the head is delivered or fails for good its row goes in the settling statement, and the
 * first that waits is released in the same transaction. A release takes the first entry only
 * when nothing can still come before it: its xid is below webhook_ordering_horizon (every
 * transaction below has ended, none of the team's events below is still unrelayed). Released,
 * a delivery stays `waiting` until its first attempt's outcome (its head row lets it go).
 */

const KEY = select(cols(WebhookKeyHead, 'k', ['subscriptionId', 'keyHash']));

/** A key of a subscription. */
export type SequenceKey = SelectedRow<typeof KEY>;

const CLAIMED = select(
  cols(WebhookKeyQueueEntry, 'claimed', ['deliveryId', 'subscriptionId', 'attempt']),
);

/** A delivery that became its key's head: the attempt to queue. */
export type ClaimedHead = SelectedRow<typeof CLAIMED>;

/**
 * The first entry of each key in `free` that may go, claimed as its head and taken off the
 * queue. The entry is locked before it is claimed: one a concurrent release took (and deleted)
 * is skipped for the next, and a head row conflicting with ours (ON CONFLICT) means someone else
 * released the key first. Keys are visited in one order, so releases never wait on each other in
 * a cycle.
 */
function claimFirstOf(free: string): string {
  return `WITH free AS (${free}
         ), first AS (
           SELECT q.* FROM free CROSS JOIN LATERAL (
             SELECT * FROM webhook_key_queue q
              WHERE q.subscription_id = free.subscription_id AND q.key_hash = free.key_hash
              ORDER BY q.event_xid, q.event_seq
              LIMIT 1
              FOR UPDATE) q
         ), horizon AS (
           SELECT team_id, webhook_ordering_horizon(team_id) AS below
             FROM (SELECT DISTINCT team_id FROM first) teams
         ), heads AS (
           INSERT INTO webhook_key_heads (subscription_id, key_hash, delivery_id, delivery_created_at)
           SELECT first.subscription_id, first.key_hash, first.delivery_id, first.delivery_created_at
             FROM first JOIN horizon USING (team_id)
            WHERE first.event_xid < horizon.below
           ON CONFLICT DO NOTHING
           RETURNING delivery_id
         )
         DELETE FROM webhook_key_queue claimed USING heads
          WHERE claimed.delivery_id = heads.delivery_id
          RETURNING ${CLAIMED}`;
}

/** Releases the named keys that have no head (the settled head's own row is gone already). */
export const CLAIM_KEYS = CLAIMED.statement<[subscriptionIds: string[], keyHashes: string[]]>({
  name: 'claim_keys',
  text: claimFirstOf(`
           SELECT k.subscription_id, k.key_hash
             FROM unnest($1::uuid[], $2::bigint[]) AS k(subscription_id, key_hash)
            WHERE NOT EXISTS (SELECT 1 FROM webhook_key_heads h
                               WHERE h.subscription_id = k.subscription_id
                                 AND h.key_hash = k.key_hash)
            GROUP BY 1, 2
            ORDER BY 1, 2`),
});

/**
 * Releases keys that wait without a head, at most `$1`: what a relay batch just queued, and
 * what a release found not yet final.
 */
export const CLAIM_FREE_KEYS = CLAIMED.statement<[limit: number]>({
  name: 'claim_free_keys',
  text: claimFirstOf(`
           SELECT DISTINCT q.subscription_id, q.key_hash FROM webhook_key_queue q
            WHERE NOT EXISTS (SELECT 1 FROM webhook_key_heads h
                               WHERE h.subscription_id = q.subscription_id
                                 AND h.key_hash = q.key_hash)
            ORDER BY 1, 2
            LIMIT $1`),
});

const FREE_KEY = select({
  any: expr<boolean>(
    `(SELECT q.subscription_id FROM webhook_key_queue q
       WHERE NOT EXISTS (SELECT 1 FROM webhook_key_heads h
                          WHERE h.subscription_id = q.subscription_id
                            AND h.key_hash = q.key_hash)
       ORDER BY q.subscription_id, q.key_hash LIMIT 1) IS NOT NULL`,
  ),
});

/**
 * Whether any key waits without a head: asked before CLAIM_FREE_KEYS, which is planned on every
 * call, on the pool of generic plans (data-source-options.ts): in key order under that pool's
 * settings (no sort), a walk of both tables' primary keys up to the first free key.
 */
export const ANY_FREE_KEY = FREE_KEY.statement<[]>({
  name: 'any_free_key',
  text: `SELECT ${FREE_KEY}`,
});

const RELEASED = select(
  cols(WebhookDelivery, 'd', ['id', 'subscriptionId', 'attemptCount', 'status']),
);

/** A delivery let go: `pending` (due now) or `held` (its subscription may not receive it now). */
export type ReleasedDelivery = SelectedRow<typeof RELEASED>;

/**
 * Deliveries let go of their keys (`ordering: null`) become due now with a fresh round, or held
 * while their subscription may not receive them (disabled, URL unproven).
 */
export const MARK_RELEASED = RELEASED.statement<
  [deliveryIds: string[], createdFrom: string, createdBefore: string]
>({
  name: 'mark_released',
  text: `UPDATE webhook_deliveries d
            SET status = CASE WHEN webhook_may_receive(s.enabled, s.verification_status, d.event_type)
                              THEN 'pending' ELSE 'held' END,
                next_attempt_at = CASE
                  WHEN webhook_may_receive(s.enabled, s.verification_status, d.event_type)
                  THEN now() END,
                round_attempts = 0
           FROM webhook_subscriptions s
          WHERE d.id = ANY($1::uuid[]) AND ${inCreatedSpan('d.created_at', '$2', '$3')}
            AND d.status = 'waiting' AND s.id = d.subscription_id
          RETURNING ${RELEASED}`,
});

/**
 * The keys held by those of these deliveries that are settled (delivered, or failed for good),
 * given up so that their next can be released; a delivery not settled keeps its key.
 */
export const FREE_SETTLED_HEADS = KEY.statement<
  [deliveryIds: string[], createdFrom: string, createdBefore: string]
>({
  name: 'free_settled_heads',
  text: `DELETE FROM webhook_key_heads k
          USING webhook_deliveries d
          WHERE k.delivery_id = ANY($1::uuid[])
            AND d.id = k.delivery_id AND d.created_at = k.delivery_created_at
            AND ${inCreatedSpan('d.created_at', '$2', '$3')}
            AND d.status IN ('succeeded', 'failed')
          RETURNING ${KEY}`,
});

/**
 * Deliveries set `waiting` again (a manual retry, a recovery) take their place in their key's
 * queue, at their event's place; one queued already, or released already, stays as it is.
 */
export const ENQUEUE_WAITING = KEY.statement<
  [deliveryIds: string[], createdFrom: string, createdBefore: string]
>({
  name: 'enqueue_waiting',
  text: `INSERT INTO webhook_key_queue AS k
           (subscription_id, key_hash, event_xid, event_seq, delivery_id, delivery_created_at,
            attempt, team_id)
         SELECT d.subscription_id, d.order_key, d.order_xid, d.order_seq, d.id, d.created_at,
                d.attempt_count + 1, d.team_id
           FROM webhook_deliveries d
          WHERE d.id = ANY($1::uuid[]) AND ${inCreatedSpan('d.created_at', '$2', '$3')}
            AND d.status = 'waiting' AND d.order_key IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM webhook_key_heads h WHERE h.delivery_id = d.id)
         ON CONFLICT DO NOTHING
         RETURNING ${KEY}`,
});

const FORGOTTEN = select(cols(WebhookKeyQueueEntry, 'forgotten', ['deliveryId']));

/**
 * `ordering: null`: the subscription's keys are forgotten, and the deliveries they named are
 * returned, to be made due at once if still waiting (MARK_RELEASED); heads already attempted
 * finish as any delivery does.
 */
export const FORGET_KEYS_OF = FORGOTTEN.statement<[subscriptionId: string]>({
  name: 'forget_keys_of',
  text: `WITH heads AS (
           DELETE FROM webhook_key_heads WHERE subscription_id = $1 RETURNING delivery_id
         ), queued AS (
           DELETE FROM webhook_key_queue WHERE subscription_id = $1 RETURNING delivery_id
         )
         SELECT ${FORGOTTEN}
           FROM (SELECT delivery_id FROM heads UNION ALL SELECT delivery_id FROM queued) forgotten`,
});

const WAITING_FOR = select({
  deliveryId: expr<string>('asked.id'),
  releasedAt: expr<Date | null>('h.claimed_at'),
  waitingFor: expr<string | null>(
    `CASE WHEN w.delivery_id IS NOT NULL THEN coalesce(
       (SELECT p.delivery_id FROM webhook_key_queue p
         WHERE p.subscription_id = w.subscription_id AND p.key_hash = w.key_hash
           AND (p.event_xid, p.event_seq) < (w.event_xid, w.event_seq)
         ORDER BY p.event_xid DESC, p.event_seq DESC
         LIMIT 1),
       (SELECT k.delivery_id FROM webhook_key_heads k
         WHERE k.subscription_id = w.subscription_id AND k.key_hash = w.key_hash)) END`,
  ),
});

/** Where a `waiting` delivery stands in its key. */
export type WaitingPlace = SelectedRow<typeof WAITING_FOR>;

/**
 * Of each `waiting` delivery: released (its key's head, about to be attempted) since when, or
 * what it waits for: the one just before it in its key's queue, or, first in it, its key's head
 * (none while the key waits for its order to be final).
 */
export const WAITING_FOR_OF = WAITING_FOR.statement<[deliveryIds: string[]]>({
  name: 'waiting_for_of',
  text: `SELECT ${WAITING_FOR}
           FROM unnest($1::uuid[]) AS asked(id)
           LEFT JOIN webhook_key_queue w ON w.delivery_id = asked.id
           LEFT JOIN webhook_key_heads h ON h.delivery_id = asked.id`,
});

const UNATTEMPTED = select({
  ...cols(WebhookKeyHead, 'h', ['deliveryId', 'subscriptionId']),
  attemptCount: expr<number>('d.attempt_count'),
});

/**
 * Heads released longer than `$1` ago and never attempted since: their job may have been lost
 * with Redis (the lost-job sweep queues it again; a job still queued is not duplicated).
 */
export const UNATTEMPTED_HEADS = UNATTEMPTED.statement<[releasedFor: string, limit: number]>({
  name: 'unattempted_heads',
  text: `SELECT ${UNATTEMPTED}
           FROM webhook_key_heads h
           JOIN webhook_deliveries d
             ON d.id = h.delivery_id AND d.created_at = h.delivery_created_at
          WHERE h.claimed_at < now() - $1::interval AND d.status = 'waiting'
          ORDER BY h.claimed_at
          LIMIT $2`,
});

/**
 * Heads held longer than `$1` whose delivery is no longer pending or held: a settlement that
 * did not free its key. Freed here, so the queue behind moves on (the next CLAIM_FREE_KEYS).
 */
export const FREE_STALE_HEADS = KEY.statement<[heldFor: string, limit: number]>({
  name: 'free_stale_heads',
  text: `WITH stale AS (
           SELECT h.subscription_id, h.key_hash FROM webhook_key_heads h
            WHERE h.claimed_at < now() - $1::interval
              AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
                               WHERE d.id = h.delivery_id AND d.created_at = h.delivery_created_at
                                 AND d.status IN ('pending', 'held', 'waiting'))
            ORDER BY h.claimed_at
            LIMIT $2
            FOR UPDATE OF h SKIP LOCKED
         )
         DELETE FROM webhook_key_heads k USING stale
          WHERE k.subscription_id = stale.subscription_id AND k.key_hash = stale.key_hash
          RETURNING ${KEY}`,
});
