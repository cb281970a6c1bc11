import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { MembershipRole } from '../common/access/membership-role';

@Entity('memberships')
@Index(['userId'])
export class Membership {
  @PrimaryColumn({ type: 'uuid' })
  teamId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  role: MembershipRole;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
