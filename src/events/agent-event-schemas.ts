import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { AGENT_SOURCES, BULK_ACTIONS } from './agent-vocabulary';

// public-api.md, Events: the data of the agent events (the catalog entries are in
// event-schemas.ts). Each class is both the catalog's schema (its decorators) and the type
// OutboxService.record takes (its fields).

@ApiSchema({ name: 'AgentCreatedEventData' })
export class AgentCreatedEventData {
  @ApiProperty({ format: 'uuid' }) agentId: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: AGENT_SOURCES, example: 'custom' }) source: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Null for a system agent',
  })
  installedBy: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) clonedFromAgentId: string | null;
}

@ApiSchema({ name: 'AgentUpdatedEventData' })
export class AgentUpdatedEventData {
  @ApiProperty({ format: 'uuid' }) agentId: string;
  @ApiProperty({ type: [String], description: 'The fields that changed' }) changes: string[];
  @ApiPropertyOptional({ description: 'Present (true) when a bulk runtime switch made it' })
  bulk?: boolean;
  @ApiPropertyOptional({ description: 'With `bulk`: the version sealed before the switch' })
  snapshotVersionNumber?: number;
}

@ApiSchema({ name: 'AgentRefEventData' })
export class AgentRefEventData {
  @ApiProperty({ format: 'uuid' }) agentId: string;
}

@ApiSchema({ name: 'AgentVersionCreatedEventData' })
export class AgentVersionCreatedEventData {
  @ApiProperty({ format: 'uuid' }) agentId: string;
  @ApiProperty() versionNumber: number;
  @ApiProperty({ enum: ['draft', 'sealed'] }) state: string;
}

@ApiSchema({ name: 'AgentVersionSealedEventData' })
export class AgentVersionSealedEventData {
  @ApiProperty({ format: 'uuid' }) agentId: string;
  @ApiProperty() versionNumber: number;
  @ApiPropertyOptional({ description: 'On an agent’s first version: whether it is live' })
  live?: boolean;
  @ApiPropertyOptional({ description: 'On a seal request: true when it was already sealed' })
  reapplied?: boolean;
}

@ApiSchema({ name: 'AgentVersionDeletedEventData' })
export class AgentVersionDeletedEventData {
  @ApiProperty({ format: 'uuid' }) agentId: string;
  @ApiProperty() versionNumber: number;
}

@ApiSchema({ name: 'AgentChildEventData' })
export class AgentChildEventData {
  @ApiProperty({ format: 'uuid' }) parentAgentId: string;
  @ApiProperty({ format: 'uuid' }) childAgentId: string;
  @ApiPropertyOptional({
    enum: ['agent_uninstalled'],
    description: 'Only when an uninstall cut it',
  })
  reason?: string;
}

@ApiSchema({ name: 'AgentBulkBlockedEventItem' })
export class AgentBulkBlockedEventItem {
  @ApiProperty({ format: 'uuid' }) agentId: string;
  @ApiProperty({ type: String }) reason: string;
}

@ApiSchema({ name: 'AgentBulkCompletedEventData' })
export class AgentBulkCompletedEventData {
  @ApiProperty({ enum: BULK_ACTIONS }) action: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The runtime tuple switched to: provider, model and any set options',
  })
  target: object;
  @ApiProperty() affected: number;
  @ApiProperty({ type: [String] }) switchedAgentIds: string[];
  @ApiProperty({ type: [AgentBulkBlockedEventItem] }) blocked: AgentBulkBlockedEventItem[];
}
