import { col, cols, expr, nonNull, RowOf, select } from '../../database/selection';
import { command } from '../../database/sql-statement';
import { InboundDelivery } from './inbound-delivery.entity';
import { InboundEndpoint } from './inbound-endpoint.entity';

/**
 * Hand-written SQL over receiver endpoints and their delivery log, run only by
 * InboundEndpointsRepository and InboundDeliveriesRepository (selection.ts, sql-statement.ts).
 * Each select list is a shape declared on its own and then passed to `select`: that way `cols`
 * infers just the listed properties as the row's keys.
 */

/** What the receiver needs of an endpoint to check a request against it. */
const RECEIVING_ENDPOINT_SHAPE = {
  ...cols(InboundEndpoint, 'e', ['id', 'teamId', 'tokenHash', 'signingSecretSealed']),
  /** The replaced signing secret, only while its rotation grace lasts. */
  previousSigningSecretSealed: expr<InboundEndpoint['previousSigningSecretSealed']>(
    `CASE WHEN ${col(InboundEndpoint, 'e', 'previousSigningSecretValidUntil').sql} > now()
          THEN ${col(InboundEndpoint, 'e', 'previousSigningSecretSealed').sql} END`,
  ),
  ...cols(InboundEndpoint, 'e', ['requireSignature', 'enabled']),
};
export type ReceivingEndpoint = RowOf<typeof RECEIVING_ENDPOINT_SHAPE>;
const RECEIVING_ENDPOINT = select(RECEIVING_ENDPOINT_SHAPE);

/** Requests arriving together look their endpoints up with one statement. */
export const LOAD_RECEIVING_ENDPOINTS = RECEIVING_ENDPOINT.statement<[endpointIds: string[]]>({
  name: 'load_receiving_endpoints',
  text: `SELECT ${RECEIVING_ENDPOINT.sql}
           FROM webhook_inbound_endpoints e WHERE e.id = ANY($1::uuid[])`,
});

/** When the replaced secret's grace ends; `now()` for 0 hours, so a rotation always has one. */
const GRACE_END_SHAPE = {
  previousSigningSecretValidUntil: expr<
    NonNullable<InboundEndpoint['previousSigningSecretValidUntil']>
  >(`now() + $4::int * interval '1 hour'`),
};
const GRACE_END = select(GRACE_END_SHAPE);

/**
 * The replaced signing secret is accepted beside the new one until the grace ends (not at all
 * for 0 hours); a previous secret from an earlier rotation is dropped. One statement, so
 * rotations racing each other chain instead of losing a secret that was already handed out.
 */
export const ROTATE_ENDPOINT_SIGNING_SECRET = GRACE_END.statement<
  [endpointId: string, teamId: string, secretSealed: string, graceHours: number]
>({
  name: 'rotate_endpoint_signing_secret',
  text: `UPDATE webhook_inbound_endpoints
            SET previous_signing_secret_sealed =
                  CASE WHEN $4::int > 0 THEN signing_secret_sealed END,
                previous_signing_secret_valid_until =
                  CASE WHEN $4::int > 0 THEN now() + $4::int * interval '1 hour' END,
                signing_secret_sealed = $3, updated_at = now()
          WHERE id = $1 AND team_id = $2
          RETURNING ${GRACE_END.sql}`,
});

/** The id and received_at come from the column defaults: a UUIDv7 made from received_at. */
export const INSERT_REFUSAL = command<
  [
    teamId: string,
    endpointId: string,
    httpStatus: number,
    reason: string,
    idempotencyKey: string | null,
    sizeBytes: number | null,
  ]
>({
  name: 'insert_inbound_refusal',
  text: `INSERT INTO webhook_inbound_deliveries
           (team_id, endpoint_id, outcome, http_status, reason, idempotency_key, size_bytes)
         VALUES ($1, $2, 'refused', $3, $4, $5, $6)`,
});

const LOGGED_ACCEPTANCE = select({
  ...cols(InboundDelivery, 'j', ['id']),
  duplicate: expr<boolean>('NOT j.stored'),
});

/**
 * Accepted bodies arriving together, logged with one statement, one row back per body in their
 * order. A body whose Idempotency-Key its endpoint holds in webhook_inbound_dedupe_keys (an
 * accepted delivery still kept) is logged as a duplicate, without its payload; the others claim
 * their key in the same statement (the primary key decides, even under races: a racing claim
 * waits for this one's transaction), in key order so that batches claiming the same keys never
 * deadlock. Each id is a UUIDv7 made from received_at (docs/decisions.md).
 */
export const INSERT_ACCEPTANCES = LOGGED_ACCEPTANCE.statement<
  [
    teamIds: string[],
    endpointIds: string[],
    idempotencyKeys: Array<string | null>,
    sizesBytes: number[],
    signaturesVerified: boolean[],
    payloadsJson: string[],
  ]
>({
  name: 'insert_inbound_acceptances',
  text: `WITH input AS MATERIALIZED (
           SELECT uuid_v7_at(now()) AS id, n, team_id, endpoint_id, key, size_bytes, verified,
                  payload
             FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::int[], $5::bool[], $6::text[])
                  WITH ORDINALITY AS t(team_id, endpoint_id, key, size_bytes, verified, payload, n)
         ), claimed AS (
           INSERT INTO webhook_inbound_dedupe_keys (endpoint_id, dedupe_key, delivery_id, received_at)
           SELECT endpoint_id, key, id, now() FROM input WHERE key IS NOT NULL
            ORDER BY endpoint_id, key, n
           ON CONFLICT DO NOTHING
           RETURNING delivery_id
         ), judged AS MATERIALIZED (
           SELECT input.*, key IS NULL OR id IN (SELECT delivery_id FROM claimed) AS stored
             FROM input
         ), logged AS (
           INSERT INTO webhook_inbound_deliveries
             (id, received_at, team_id, endpoint_id, outcome, http_status, idempotency_key,
              size_bytes, signature_verified, payload)
           SELECT id, now(), team_id, endpoint_id,
                  CASE WHEN stored THEN 'accepted' ELSE 'duplicate' END, 200, key, size_bytes,
                  verified, CASE WHEN stored THEN payload::jsonb END
             FROM judged ORDER BY n
         )
         SELECT ${LOGGED_ACCEPTANCE} FROM judged j ORDER BY j.n`,
});

const PROCESSED_DELIVERY = select({
  ...cols(InboundDelivery, 'd', ['id']),
  ...nonNull(cols(InboundDelivery, 'd', ['eventId'])),
});

/**
 * Processes up to $1 accepted deliveries received in [$2, $3), oldest first: emits their
 * `webhook.inbound.received` events (record_outbox_event, which makes each id) and marks them
 * processed with the event's id in one statement, so an event is emitted exactly once. `SKIP
 * LOCKED` lets several workers claim side by side. The span is a parameter, so the statement is
 * planned for the partitions of those days only (InboundProcessorService chooses it), and each
 * row is updated by its whole key (id, received_at), probing the one partition holding it.
 */
export const PROCESS_PENDING_INBOUND = PROCESSED_DELIVERY.statement<
  [limit: number, receivedFrom: string, receivedBefore: string]
>({
  name: 'process_pending_inbound',
  text: `WITH pending AS (
           SELECT id, team_id, endpoint_id, idempotency_key, received_at, payload
             FROM webhook_inbound_deliveries
            WHERE outcome = 'accepted' AND processed_at IS NULL
              AND received_at >= $2::timestamptz AND received_at < $3::timestamptz
            ORDER BY received_at
            LIMIT $1
            FOR UPDATE SKIP LOCKED
         ), events AS (
           SELECT id, received_at,
                  record_outbox_event(team_id, 'webhook.inbound.received',
                    jsonb_build_object(
                      'endpointId', endpoint_id,
                      'deliveryId', id,
                      'idempotencyKey', idempotency_key,
                      'receivedAt',
                      to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                      'payload', payload)) AS event_id
             FROM pending
         )
         UPDATE webhook_inbound_deliveries d
            SET processed_at = now(), event_id = events.event_id
           FROM events
          WHERE d.id = events.id AND d.received_at = events.received_at
            AND d.received_at >= $2::timestamptz AND d.received_at < $3::timestamptz
         RETURNING ${PROCESSED_DELIVERY}`,
});

const PENDING = select({
  any: expr<boolean>(
    `(SELECT received_at FROM webhook_inbound_deliveries
       WHERE outcome = 'accepted' AND processed_at IS NULL
         AND received_at >= $1::timestamptz AND received_at < $2::timestamptz
       ORDER BY received_at LIMIT 1) IS NOT NULL`,
  ),
});

/**
 * Whether any accepted delivery received in [$1, $2) waits to be processed: asked before
 * PROCESS_PENDING_INBOUND, which is planned on every call. Run on the pool of generic plans
 * (data-source-options.ts), it is planned once a connection; asked in received_at order under
 * that pool's settings (no sort), its plan walks the partial index of unprocessed deliveries of
 * each partition in the span, up to the first row.
 */
export const ANY_PENDING_INBOUND = PENDING.statement<
  [receivedFrom: string, receivedBefore: string]
>({ name: 'any_pending_inbound', text: `SELECT ${PENDING}` });
