import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A portal link (platform.md, Portal links): what its holder may see and do, until `expiresAt`
 * or revocation. The token is signed over the id (portal-link-tokens.ts) and never stored.
 */
@Entity('webhook_portal_links')
export class PortalLink {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  /** The subscriptions the link shows, fixed when it was made (docs/webhooks-portal.md). */
  @Column({ type: 'uuid', array: true })
  subscriptionIds: string[];

  @Column({ type: 'boolean', default: false })
  readOnly: boolean;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** The member whose API token made the link; a test event sent through it names them. */
  @Column({ type: 'uuid' })
  createdBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
