import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One suppressed category of one team member; category `all` is the escalation to every
 * category. The primary key is what makes concurrent one-click posts insert exactly one row.
 */
@Entity('notification_suppressions')
export class CategorySuppression {
  @PrimaryColumn({ type: 'uuid' })
  teamId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  category: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
