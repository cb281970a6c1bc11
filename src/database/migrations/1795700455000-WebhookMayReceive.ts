import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "This subscription may receive this delivery now", once, for every statement that needs it
 * (docs/decisions.md: proof of ownership): an enabled subscription gets its deliveries, except
 * that nothing but its challenge goes to a URL still waiting for its proof. Inlined by the
 * planner (a one-expression SQL function), so the relay's plan is what it was.
 */
export class WebhookMayReceive1795700455000 implements MigrationInterface {
  name = 'WebhookMayReceive1795700455000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION webhook_may_receive(enabled boolean, verification_status text, event_type text)
         RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT enabled AND (verification_status IS DISTINCT FROM 'pending'
                                  OR event_type = 'webhook.verification') $$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION webhook_may_receive(boolean, text, text)`);
  }
}
