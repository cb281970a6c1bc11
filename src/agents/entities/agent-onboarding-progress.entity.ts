import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * How far a user got through an agent's onboarding stages in a team. Written by the platform's
 * conversation runtime when the user starts onboarding; this API reads it.
 */
@Entity('agent_onboarding_progress')
export class AgentOnboardingProgress {
  @PrimaryColumn({ type: 'uuid' })
  teamId: string;

  @PrimaryColumn({ type: 'uuid' })
  agentId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  currentStageKey: string | null;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  completedStageKeys: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  startedAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
