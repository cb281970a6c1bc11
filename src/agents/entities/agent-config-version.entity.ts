import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { AgentConfig } from '../agent-config';

export type VersionState = 'draft' | 'sealed';

/** A numbered snapshot of an agent's configuration: an open draft until it is sealed. */
@Entity('agent_config_versions')
@Index('agent_config_versions_number', ['agentId', 'versionNumber'], { unique: true })
export class AgentConfigVersion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'uuid' })
  agentId: string;

  @Column({ type: 'integer' })
  versionNumber: number;

  @Column({ type: 'varchar', length: 8 })
  state: VersionState;

  @Column({ type: 'varchar', length: 200, nullable: true })
  label: string | null;

  @Column({ type: 'jsonb' })
  config: AgentConfig;

  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sealedAt: Date | null;
}
