import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored answers can hold secrets (a new token, a signing secret, a share link): their bodies are
 * sealed with the `data` key from now on. Rows stored before stay readable as they are until
 * their day's partition is dropped.
 */
export class SealedIdempotencyAnswers1795700640000 implements MigrationInterface {
  name = 'SealedIdempotencyAnswers1795700640000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "idempotency_answers" ADD "body_sealed" boolean NOT NULL DEFAULT false`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_answers" DROP COLUMN "body_sealed"`);
  }
}
