import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ReadVia = 'open' | 'pixel';

@Entity('notifications')
@Index(['teamId', 'userId', 'createdAt'])
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 64 })
  category: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  /** Normalised, and checked against NOTIFICATION_ALLOWED_HOSTS when created. */
  @Column({ type: 'varchar', length: 2048 })
  resourceUrl: string;

  /** Set once, by the first valid open or pixel hit. */
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  readVia: ReadVia | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
