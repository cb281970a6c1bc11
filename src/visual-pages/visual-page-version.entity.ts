import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { VisualPage } from './visual-page.entity';

/**
 * One published snapshot, immutable once written. The primary key (page, version) is what makes
 * a version number impossible to issue twice; deleting the page deletes its snapshots.
 */
@Entity('visual_page_versions')
@Check('"version" > 0')
export class VisualPageVersion {
  @PrimaryColumn({ type: 'uuid' })
  pageId: string;

  @PrimaryColumn({ type: 'integer' })
  version: number;

  @ManyToOne(() => VisualPage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'page_id' })
  page?: VisualPage;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The author's html exactly as it was published. */
  @Column({ type: 'text' })
  html: string;

  /** The public render, computed once at publish time and served as it is. */
  @Column({ type: 'text' })
  document: string;

  @CreateDateColumn({ type: 'timestamptz' })
  publishedAt: Date;
}
