import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A page a team authors as HTML. `title` and `html` are the draft; the public render serves the
 * snapshot numbered `publishedVersion` and changes only at the next publish (platform.md).
 */
@Entity('visual_pages')
@Index('visual_pages_team_newest', ['teamId', 'createdAt', 'id'])
export class VisualPage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  html: string;

  /** True until the first publish, and whenever the draft differs from the published snapshot. */
  @Column({ type: 'boolean', default: true })
  hasUnpublishedChanges: boolean;

  /** The number of the latest snapshot; null until the first publish. */
  @Column({ type: 'integer', nullable: true })
  publishedVersion: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
