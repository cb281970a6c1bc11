import { MigrationInterface, QueryRunner } from 'typeorm';

export class VisualPages1795261911841 implements MigrationInterface {
  name = 'VisualPages1795261911841';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "visual_pages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "title" character varying(200) NOT NULL, "html" text NOT NULL, "has_unpublished_changes" boolean NOT NULL DEFAULT true, "published_version" integer, "published_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_713785dc1d3deb684a2165f9b84" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5dd2b61396c60decd748f13e31" ON "visual_pages" ("team_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "visual_page_versions" ("page_id" uuid NOT NULL, "version" integer NOT NULL, "team_id" uuid NOT NULL, "title" character varying(200) NOT NULL, "html" text NOT NULL, "document" text NOT NULL, "published_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_307897b18a756ecddb0a7debf3" CHECK ("version" > 0), CONSTRAINT "PK_e568a033b5525dfd97cefb65dd1" PRIMARY KEY ("page_id", "version"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "visual_page_versions" ADD CONSTRAINT "FK_a79f338cc111fd511be3cdfdf6e" FOREIGN KEY ("page_id") REFERENCES "visual_pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "visual_page_versions" DROP CONSTRAINT "FK_a79f338cc111fd511be3cdfdf6e"`,
    );
    await queryRunner.query(`DROP TABLE "visual_page_versions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5dd2b61396c60decd748f13e31"`);
    await queryRunner.query(`DROP TABLE "visual_pages"`);
  }
}
