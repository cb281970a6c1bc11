import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A user's favourite agent; one row per user and agent. */
@Entity('agent_favorites')
export class AgentFavorite {
  @PrimaryColumn({ type: 'uuid' })
  teamId: string;

  @PrimaryColumn({ type: 'uuid' })
  agentId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
