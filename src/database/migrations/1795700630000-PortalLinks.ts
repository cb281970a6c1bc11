import { MigrationInterface, QueryRunner } from 'typeorm';

/** Portal links (platform.md, Portal links): the row a portal token is signed over. */
export class PortalLinks1795700630000 implements MigrationInterface {
  name = 'PortalLinks1795700630000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_portal_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "subscription_ids" uuid array NOT NULL, "read_only" boolean NOT NULL DEFAULT false, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_by" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ed102bd9afa0f8869211126145f" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_portal_links"`);
  }
}
