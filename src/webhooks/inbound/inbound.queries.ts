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

export const INSERT_REFUSAL = command<
  [
    id: string,
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
           (id, team_id, endpoint_id, outcome, http_status, reason, idempotency_key, size_bytes)
         VALUES ($1, $2, $3, 'refused', $4, $5, $6, $7)`,
});

/** One column per field of deliveries logged together. */
type LoggedDeliveries = [
  ids: string[],
  teamIds: string[],
  endpointIds: string[],
  idempotencyKeys: Array<string | null>,
  sizesBytes: number[],
  signaturesVerified: boolean[],
];

const STORED_DELIVERY_SHAPE = cols(InboundDelivery, 'd', ['id']);
const STORED_DELIVERY = select(STORED_DELIVERY_SHAPE);

/**
 * Accepted bodies arriving together, stored with one statement. A repeated Idempotency-Key the
 * endpoint already accepted is not stored (the unique key decides, even under races); only the
 * stored rows come back.
 */
export const INSERT_ACCEPTANCES = STORED_DELIVERY.statement<
  [...LoggedDeliveries, payloadsJson: string[]]
>({
  name: 'insert_inbound_acceptances',
  text: `INSERT INTO webhook_inbound_deliveries AS d
           (id, team_id, endpoint_id, outcome, http_status, idempotency_key, dedupe_key,
            size_bytes, signature_verified, payload)
         SELECT id, team_id, endpoint_id, 'accepted', 200, key, key, size_bytes, verified,
                payload::jsonb
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::int[], $6::bool[],
                       $7::text[])
             AS t(id, team_id, endpoint_id, key, size_bytes, verified, payload)
         ON CONFLICT (endpoint_id, dedupe_key) DO NOTHING
         RETURNING ${STORED_DELIVERY.sql}`,
});

export const INSERT_DUPLICATES = command<LoggedDeliveries>({
  name: 'insert_inbound_duplicates',
  text: `INSERT INTO webhook_inbound_deliveries
           (id, team_id, endpoint_id, outcome, http_status, idempotency_key, size_bytes,
            signature_verified)
         SELECT id, team_id, endpoint_id, 'duplicate', 200, key, size_bytes, verified
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::int[], $6::bool[])
             AS t(id, team_id, endpoint_id, key, size_bytes, verified)`,
});

const PROCESSED_DELIVERY = select({
  ...cols(InboundDelivery, 'd', ['id']),
  ...nonNull(cols(InboundDelivery, 'd', ['eventId'])),
});

/**
 * Processes up to $1 accepted deliveries, oldest first: emits their `webhook.inbound.received`
 * events (record_outbox_event, which makes each id) and marks them processed with the event's id
 * in one statement, so an event is emitted exactly once. `SKIP LOCKED` lets several workers claim
 * side by side.
 */
export const PROCESS_PENDING_INBOUND = PROCESSED_DELIVERY.statement<[limit: number]>({
  name: 'process_pending_inbound',
  text: `WITH pending AS (
           SELECT id, team_id, endpoint_id, idempotency_key, received_at, payload
             FROM webhook_inbound_deliveries
            WHERE outcome = 'accepted' AND processed_at IS NULL
            ORDER BY received_at
            LIMIT $1
            FOR UPDATE SKIP LOCKED
         ), events AS (
           SELECT id,
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
          WHERE d.id = events.id
         RETURNING ${PROCESSED_DELIVERY}`,
});

/** Processed accepted deliveries (with their payloads) and duplicates; never unprocessed ones. */
export const PRUNE_SETTLED_INBOUND = command<[retentionDays: number, limit: number]>({
  name: 'prune_settled_inbound',
  text: `DELETE FROM webhook_inbound_deliveries d USING (
           SELECT id FROM webhook_inbound_deliveries
            WHERE (outcome = 'duplicate' OR (outcome = 'accepted' AND processed_at IS NOT NULL))
              AND received_at < now() - make_interval(days => $1)
            ORDER BY received_at
            LIMIT $2
            FOR UPDATE SKIP LOCKED
         ) doomed
         WHERE d.id = doomed.id`,
});

export const PRUNE_REFUSED_INBOUND = command<[retentionDays: number, limit: number]>({
  name: 'prune_refused_inbound',
  text: `DELETE FROM webhook_inbound_deliveries d USING (
           SELECT id FROM webhook_inbound_deliveries
            WHERE outcome = 'refused' AND received_at < now() - make_interval(days => $1)
            ORDER BY received_at
            LIMIT $2
            FOR UPDATE SKIP LOCKED
         ) doomed
         WHERE d.id = doomed.id`,
});
