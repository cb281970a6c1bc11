import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The key of an event for a subscription's `ordering.key` (docs/webhooks-delivery.md, "Ordered
 * delivery"), as the first 64 bits of a SHA-256, so that no value of event data is stored or
 * indexed as such. `subscription` is one key; for a `data.` path the value there as JSON text
 * (so `"1"` and `1` differ), and an absent or null field is the empty key of that path. Null
 * when the subscription has no ordering.
 */
const ORDERING_KEY = `CREATE FUNCTION webhook_ordering_key(ordering_key varchar, data jsonb)
  RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT ('x' || encode(substr(sha256(convert_to(
             ordering_key || chr(31) || coalesce(
               CASE WHEN ordering_key LIKE 'data.%'
                 THEN nullif(data #> string_to_array(substr(ordering_key, 6), '.'), 'null'::jsonb)::text
               END, ''),
             'UTF8')), 1, 8), 'hex'))::bit(64)::bigint
  $$`;

/**
 * Below which writing transaction (outbox_events.xid) a team's order is final: every transaction
 * below it that was running at the calling statement's snapshot has ended, and none of the team's
 * events below it is still to be relayed (a relay batch in flight has not yet committed its
 * claim, so its events still count). A transaction seen running in another database cannot write
 * this outbox and is left out; one not seen (ended since, or hidden from this role) counts. One
 * generic plan a session: the minimum over every day partition is an index probe each, and
 * planning them all each call would cost more.
 */
const ORDERING_HORIZON = `CREATE FUNCTION webhook_ordering_horizon(team uuid)
  RETURNS bigint LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
  DECLARE
    snapshot pg_snapshot := pg_current_snapshot();
    running bigint;
  BEGIN
    SELECT min(x::text::bigint) INTO running
      FROM pg_snapshot_xip(snapshot) AS x
     WHERE NOT EXISTS (
       SELECT 1 FROM pg_stat_activity a
        WHERE a.backend_xid = xid(x)
          AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database()));
    RETURN least(coalesce(running, pg_snapshot_xmax(snapshot)::text::bigint),
                 (SELECT min(e.xid) FROM outbox_events e
                   WHERE e.team_id = team AND e.relayed_at IS NULL));
  END $$`;

/**
 * Ordered delivery per key: the subscription's `ordering_key`, each delivery's key and its
 * event's place (order_*), the delivery holding each key (webhook_key_heads) and what waits
 * behind it (webhook_key_queue). Nullable columns without defaults: nothing is rewritten.
 */
export class OrderedDelivery1795700620000 implements MigrationInterface {
  name = 'OrderedDelivery1795700620000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      `CREATE TABLE "webhook_key_queue" ("subscription_id" uuid NOT NULL, "key_hash" bigint NOT NULL, "event_xid" bigint NOT NULL, "event_seq" bigint NOT NULL, "delivery_id" uuid NOT NULL, "delivery_created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "attempt" integer NOT NULL, "team_id" uuid NOT NULL, CONSTRAINT "PK_779e4ecdeb91543d9a9cf767819" PRIMARY KEY ("subscription_id", "key_hash", "event_xid", "event_seq"))`,
    );
    await q(
      `CREATE UNIQUE INDEX "webhook_key_queue_delivery" ON "webhook_key_queue" ("delivery_id") `,
    );
    await q(
      `CREATE TABLE "webhook_key_heads" ("subscription_id" uuid NOT NULL, "key_hash" bigint NOT NULL, "delivery_id" uuid NOT NULL, "delivery_created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "claimed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a9dd4b56122bdd70c11f5c19b23" PRIMARY KEY ("subscription_id", "key_hash"))`,
    );
    await q(`CREATE INDEX "webhook_key_heads_claimed" ON "webhook_key_heads" ("claimed_at") `);
    await q(
      `CREATE UNIQUE INDEX "webhook_key_heads_delivery" ON "webhook_key_heads" ("delivery_id") `,
    );
    await q(`ALTER TABLE "webhook_subscriptions" ADD "ordering_key" character varying(100)`);
    await q(`ALTER TABLE "webhook_deliveries" ADD "order_key" bigint`);
    await q(`ALTER TABLE "webhook_deliveries" ADD "order_xid" bigint`);
    await q(`ALTER TABLE "webhook_deliveries" ADD "order_seq" bigint`);
    await q(
      `CREATE INDEX "outbox_events_unrelayed_team_xid" ON "outbox_events" ("team_id", "xid") WHERE relayed_at IS NULL`,
    );
    await q(
      `ALTER TABLE "webhook_key_queue" ADD CONSTRAINT "FK_e4b6a16f439c96018bf73386d54" FOREIGN KEY ("subscription_id") REFERENCES "webhook_subscriptions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q(
      `ALTER TABLE "webhook_key_heads" ADD CONSTRAINT "FK_7ab959a923099036782b5c28fbc" FOREIGN KEY ("subscription_id") REFERENCES "webhook_subscriptions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q(ORDERING_KEY);
    await q(ORDERING_HORIZON);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP FUNCTION webhook_ordering_horizon(uuid)`);
    await q(`DROP FUNCTION webhook_ordering_key(varchar, jsonb)`);
    await q(`DROP INDEX "public"."outbox_events_unrelayed_team_xid"`);
    await q(`ALTER TABLE "webhook_deliveries" DROP COLUMN "order_seq"`);
    await q(`ALTER TABLE "webhook_deliveries" DROP COLUMN "order_xid"`);
    await q(`ALTER TABLE "webhook_deliveries" DROP COLUMN "order_key"`);
    await q(`ALTER TABLE "webhook_subscriptions" DROP COLUMN "ordering_key"`);
    await q(`DROP TABLE "webhook_key_heads"`);
    await q(`DROP TABLE "webhook_key_queue"`);
  }
}
