import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type MembershipRole = 'owner' | 'admin' | 'member';

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
