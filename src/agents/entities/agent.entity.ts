import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { AgentSource } from '../../events/agent-vocabulary';
import type { AgentConfig } from '../agent-config';

export const AGENT_STATUSES = ['active', 'archived'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** User-visibility axis: `team` lets every member see the agent; `restricted` only some users. */
export interface AgentAccessSettings {
  visibility: 'team' | 'restricted';
  allowedUserIds: string[];
}

/** The three tree axes. Absent keys in the maps mean "allowed". */
export interface AgentTreeAccess {
  nodeEnabled: boolean;
  childAccess: Record<string, boolean>;
  commandAccess: Record<string, boolean>;
}

export const TOOL_ACCESS_VALUES = ['allow', 'deny', 'ask'] as const;
export type ToolAccessValue = (typeof TOOL_ACCESS_VALUES)[number];

/**
 * An agent installed for a team. Uninstalling keeps the row (with `uninstalledAt`) for the audit
 * trail and version history, but every read treats it as gone.
 */
@Entity('agents')
@Index('agents_team_live', ['teamId', 'createdAt', 'id'], { where: 'uninstalled_at IS NULL' })
@Index('agents_team_live_status', ['teamId', 'status', 'createdAt', 'id'], {
  where: 'uninstalled_at IS NULL',
})
// GIN of the name's trigrams by team (migration FilteredPageIndexes): TypeORM cannot describe it.
@Index('agents_team_name_trigrams', { synchronize: false })
export class Agent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  avatarUrl: string | null;

  @Column({ type: 'varchar', length: 7, nullable: true })
  avatarColor: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  avatarEmoji: string | null;

  @Column({ type: 'boolean', default: false })
  isSystemAgent: boolean;

  @Column({ type: 'varchar', length: 16 })
  source: AgentSource;

  /** The user who installed (or created) it; null for agents the platform installs. */
  @Column({ type: 'uuid', nullable: true })
  installedBy: string | null;

  /** Marketplace origin: the listing, the team that authored it and the team that lists it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  listingId: string | null;

  @Column({ type: 'uuid', nullable: true })
  authorTeamId: string | null;

  @Column({ type: 'uuid', nullable: true })
  listingTeamId: string | null;

  @Column({ type: 'uuid', nullable: true })
  clonedFromAgentId: string | null;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: AgentStatus;

  /** The live configuration. */
  @Column({ type: 'jsonb' })
  config: AgentConfig;

  /** The sealed version whose config is live; null once the live config was edited directly. */
  @Column({ type: 'integer', nullable: true })
  liveVersionNumber: number | null;

  /** Version numbers are never reused, even after a version is deleted. */
  @Column({ type: 'integer', default: 1 })
  nextVersionNumber: number;

  @Column({ type: 'jsonb', default: () => `'{"visibility": "team", "allowedUserIds": []}'` })
  accessSettings: AgentAccessSettings;

  @Column({
    type: 'jsonb',
    default: () => `'{"childAccess": {}, "nodeEnabled": true, "commandAccess": {}}'`,
  })
  treeAccess: AgentTreeAccess;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  toolAccessOverrides: Record<string, ToolAccessValue>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  uninstalledAt: Date | null;
}
