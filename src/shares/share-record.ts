import { Column, CreateDateColumn, PrimaryColumn } from 'typeorm';
import type { ShareLifecycle } from './share-state';

/** The columns every public share has, whatever it points at (a file, a knowledge entry). */
export abstract class ShareRecord implements ShareLifecycle {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'uuid' })
  createdBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
