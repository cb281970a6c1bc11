import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A parent → child sub-agent edge. The key leads with the team so that the whole-team graph
 * and the per-parent children list are index range scans.
 */
@Entity('agent_edges')
@Index('agent_edges_team_child', ['teamId', 'childAgentId'])
@Index('agent_edges_parent_linked', ['teamId', 'parentAgentId', 'createdAt', 'childAgentId'])
export class AgentEdge {
  @PrimaryColumn({ type: 'uuid' })
  teamId: string;

  @PrimaryColumn({ type: 'uuid' })
  parentAgentId: string;

  @PrimaryColumn({ type: 'uuid' })
  childAgentId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
