-- One day's partition of 1,000,000 deliveries (one attempt each), 40 days old and finished,
-- dropped by retention (drop_expired_webhook_partitions). Run by bench/partitions/drop-day.sh.
\set ON_ERROR_STOP 1
SELECT webhook_partition_floor(now() - interval '40 days') AS day,
       to_char(webhook_partition_floor(now() - interval '40 days') AT TIME ZONE 'UTC', 'YYYYMMDD') AS stamp \gset
-- The legacy partitions end where that day starts, so the day gets a partition of its own.
ALTER TABLE webhook_deliveries DETACH PARTITION webhook_deliveries_legacy;
ALTER TABLE webhook_deliveries ATTACH PARTITION webhook_deliveries_legacy FOR VALUES FROM (MINVALUE) TO (:'day');
ALTER TABLE webhook_delivery_attempts DETACH PARTITION webhook_delivery_attempts_legacy;
ALTER TABLE webhook_delivery_attempts ATTACH PARTITION webhook_delivery_attempts_legacy FOR VALUES FROM (MINVALUE) TO (:'day');
ALTER TABLE outbox_events DETACH PARTITION outbox_events_legacy;
ALTER TABLE outbox_events ATTACH PARTITION outbox_events_legacy FOR VALUES FROM (MINVALUE) TO (:'day');
CREATE TABLE webhook_deliveries_p:stamp PARTITION OF webhook_deliveries FOR VALUES FROM (:'day') TO (:'day'::timestamptz + interval '1 day');
CREATE TABLE outbox_events_p:stamp PARTITION OF outbox_events FOR VALUES FROM (:'day') TO (:'day'::timestamptz + interval '1 day');
CREATE TABLE webhook_delivery_attempts_p:stamp PARTITION OF webhook_delivery_attempts FOR VALUES FROM (:'day') TO (:'day'::timestamptz + interval '1 day');

INSERT INTO webhook_subscriptions (id, team_id, url, secret_sealed)
VALUES ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'https://example.com/h', 'x');
INSERT INTO outbox_events (id, team_id, type, data, created_at, relayed_at)
VALUES ('evt_bench', '11111111-1111-4111-8111-111111111111', 'agent.created', '{}', :'day'::timestamptz - interval '1 day', :'day');
-- The same day's 1,000,000 events, relayed, their deliveries gone (outbox partitions wait for them).
INSERT INTO outbox_events (id, team_id, type, data, created_at, relayed_at)
SELECT outbox_event_id_at(t), '11111111-1111-4111-8111-111111111111', 'agent.updated',
       jsonb_build_object('agentId', '33333333-3333-4333-8333-333333333333', 'changes', jsonb_build_array('name')), t, t
  FROM (SELECT :'day'::timestamptz + g * interval '86 milliseconds' AS t
          FROM generate_series(0, 999999) g) s;
INSERT INTO webhook_deliveries
  (id, created_at, team_id, subscription_id, event_id, event_type, status, attempt_count,
   last_attempt_at, succeeded_at)
SELECT uuid_v7_at(t), t, '11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222',
       'evt_bench', 'agent.created', 'succeeded', 1, t, t
  FROM (SELECT :'day'::timestamptz + g * interval '86 milliseconds' AS t
          FROM generate_series(0, 999999) g) s;
INSERT INTO webhook_delivery_attempts
  (delivery_id, delivery_created_at, subscription_id, attempt_number, correlation_id, started_at,
   duration_ms, response_status, succeeded)
SELECT id, created_at, subscription_id, 1, gen_random_uuid(), created_at, 20, 200, true
  FROM webhook_deliveries;
-- Today's partition holds a delivery too (kept: inside its window).
INSERT INTO webhook_deliveries (team_id, subscription_id, event_id, event_type, status)
VALUES ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', 'evt_bench', 'agent.created', 'pending');
VACUUM ANALYZE webhook_deliveries;
VACUUM ANALYZE webhook_delivery_attempts;
VACUUM ANALYZE outbox_events;
CHECKPOINT;

SELECT (SELECT count(*) FROM webhook_deliveries) AS deliveries,
       (SELECT count(*) FROM webhook_delivery_attempts) AS attempts,
       pg_size_pretty((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('webhook_deliveries'))) AS deliveries_size,
       pg_size_pretty((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('webhook_delivery_attempts'))) AS attempts_size,
       pg_size_pretty((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('outbox_events'))) AS events_size;
\timing on
-- Its parts alone: the probes that prove nothing in the day is owed or inside its window, and
-- the estimated counts of what goes (the partition is larger than counting is worth).
SELECT EXISTS (SELECT 1 FROM webhook_deliveries_p:stamp WHERE status NOT IN ('succeeded', 'failed'))
    OR EXISTS (SELECT 1 FROM webhook_deliveries_p:stamp WHERE status = 'succeeded'
                  AND (succeeded_at IS NULL OR succeeded_at >= now() - interval '30 days'))
    OR EXISTS (SELECT 1 FROM webhook_deliveries_p:stamp WHERE status = 'failed'
                  AND (last_attempt_at IS NULL OR last_attempt_at >= now() - interval '90 days')) AS busy;
SELECT webhook_estimated_rows(('webhook_deliveries_p' || :'stamp')::regclass) AS deliveries,
       webhook_estimated_rows(('webhook_delivery_attempts_p' || :'stamp')::regclass) AS attempts;
SELECT * FROM drop_expired_webhook_partitions(30, 90);
-- Then the day of events: probes (none unrelayed, none relayed inside the window, no delivery
-- naming one), lock, detach, drop.
SELECT drop_expired_outbox_partitions(30) AS events;
\timing off
SELECT (SELECT count(*) FROM webhook_deliveries) AS deliveries,
       (SELECT count(*) FROM webhook_delivery_attempts) AS attempts,
       pg_size_pretty((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('webhook_deliveries'))) AS deliveries_size,
       pg_size_pretty((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('webhook_delivery_attempts'))) AS attempts_size,
       pg_size_pretty((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('outbox_events'))) AS events_size,
       to_regclass('webhook_deliveries_p' || :'stamp') AS day_partition,
       to_regclass('outbox_events_p' || :'stamp') AS events_day_partition;
