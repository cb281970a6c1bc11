import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { AGENT_SOURCES } from '../agents/entities/agent.entity';
import { BULK_ACTIONS } from '../agents/bulk/bulk.dto';
import type { EventType } from './event-types';
import {
  WebhookSubscriptionFailingEventData,
  WebhookSubscriptionRecoveredEventData,
} from './subscription-health-event-schemas';

// public-api.md, Events / webhooks: the delivery envelope and one `data` shape per type.
// Each shape mirrors the `outbox.record(...)` call (or SQL) that writes it; examples are real.

const TEAM = '9b2f4c1e-5d7a-4e8b-9c3f-1a2b3c4d5e6f';
const AGENT = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';
const CHILD = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const USER = 'c0ffee00-1234-4abc-8def-0123456789ab';

@ApiSchema({ name: 'Event' })
export class EventEnvelopeView {
  @ApiProperty({ pattern: '^evt_[0-9a-f]{32}$', example: 'evt_5f0c6a7d9e8b4c3a2f1e0d9c8b7a6f5e' })
  id: string;
  @ApiProperty({ example: 'agent.created' })
  type: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-25T05:40:00.000Z' })
  createdAt: string;
  @ApiProperty({ format: 'uuid', example: TEAM })
  teamId: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: "The type's data" })
  data: Record<string, unknown>;
}

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
  target: Record<string, unknown>;
  @ApiProperty() affected: number;
  @ApiProperty({ type: [String] }) switchedAgentIds: string[];
  @ApiProperty({ type: [AgentBulkBlockedEventItem] }) blocked: AgentBulkBlockedEventItem[];
}

@ApiSchema({ name: 'NotificationReadEventData' })
export class NotificationReadEventData {
  @ApiProperty({ format: 'uuid' }) notificationId: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() category: string;
  @ApiProperty({ format: 'date-time' }) readAt: string;
  @ApiProperty({ enum: ['open', 'pixel'] }) via: string;
}

@ApiSchema({ name: 'NotificationCategoryUnsubscribedEventData' })
export class NotificationCategoryUnsubscribedEventData {
  @ApiProperty({ format: 'uuid', description: 'The member who used their unsubscribe link' })
  userId: string;
  @ApiProperty({ enum: ['category', 'all'] }) scope: string;
  @ApiProperty({ description: 'The category of the mail the link came in' }) category: string;
  @ApiProperty({ type: [String], description: 'Every category the member has now suppressed' })
  suppressedCategories: string[];
}

@ApiSchema({ name: 'NotificationUnsubscribedEventData' })
export class NotificationUnsubscribedEventData {
  @ApiProperty({ enum: ['address'] }) scope: string;
  @ApiProperty({ enum: ['launch-unsubscribe'] }) source: string;
  @ApiProperty({ description: 'SHA-256 (hex) of the link token; the address never leaves' })
  linkTokenSha256: string;
}

@ApiSchema({ name: 'WebhookInboundReceivedEventData' })
export class WebhookInboundReceivedEventData {
  @ApiProperty({ format: 'uuid' }) endpointId: string;
  @ApiProperty({ format: 'uuid' }) deliveryId: string;
  @ApiProperty({ type: String, nullable: true }) idempotencyKey: string | null;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
  // Any JSON value: the receiver accepts any JSON document, not only objects.
  @ApiProperty({
    description: 'The JSON body the sender posted: any JSON value',
    oneOf: [
      // OpenAPI 3.0 has no null type: a `null` body matches this branch alone.
      { type: 'object', nullable: true },
      { type: 'array', items: {} },
      { type: 'string' },
      { type: 'number' },
      { type: 'boolean' },
    ],
  })
  payload: unknown;
}

@ApiSchema({ name: 'WebhookSubscriptionDisabledEventData' })
export class WebhookSubscriptionDisabledEventData {
  @ApiProperty({ format: 'uuid' }) subscriptionId: string;
  @ApiProperty() url: string;
  @ApiProperty({ enum: ['receiver_gone', 'failing'] }) reason: string;
  @ApiProperty({ format: 'date-time' }) disabledAt: string;
}

@ApiSchema({ name: 'WebhookTestEventData' })
export class WebhookTestEventData {
  @ApiProperty({ format: 'uuid', description: 'The one subscription the test was sent to' })
  subscriptionId: string;
  @ApiProperty({ format: 'uuid', description: 'The user whose token or session asked for it' })
  requestedBy: string;
}

@ApiSchema({ name: 'WebhookVerificationEventData' })
export class WebhookVerificationEventData {
  @ApiProperty({ format: 'uuid', description: 'The subscription whose URL is asked to prove it' })
  subscriptionId: string;
  @ApiProperty({
    pattern: '^[A-Za-z0-9_-]{43}$',
    description:
      'Fresh random value (32 bytes, base64url): answer 2xx with `{"challenge": "<value>"}` or the bare value as the body',
  })
  challenge: string;
}

export type EventDataClass = new () => object;

export interface EventTypeEntry {
  description: string;
  /** The class of its data, or the classes when the type comes in several shapes (`oneOf`). */
  dataSchema: EventDataClass | readonly EventDataClass[];
  exampleData: Record<string, unknown>;
}

/** One entry per registry type, in the order of the EVENT_TYPES registry (a `Record` so none can be missing). */
export const EVENT_CATALOG: Record<EventType, EventTypeEntry> = {
  'agent.created': {
    description: 'An agent was created, installed or cloned (with its first version)',
    dataSchema: AgentCreatedEventData,
    exampleData: {
      agentId: AGENT,
      name: 'Support triage',
      source: 'custom',
      installedBy: USER,
      clonedFromAgentId: null,
    },
  },
  'agent.updated': {
    description: 'An agent’s fields, config, access or runtime changed',
    dataSchema: AgentUpdatedEventData,
    exampleData: { agentId: AGENT, changes: ['name', 'description'] },
  },
  'agent.archived': {
    description: 'An agent was archived',
    dataSchema: AgentRefEventData,
    exampleData: { agentId: AGENT },
  },
  'agent.restored': {
    description: 'An archived agent was restored',
    dataSchema: AgentRefEventData,
    exampleData: { agentId: AGENT },
  },
  'agent.uninstalled': {
    description: 'An agent was uninstalled (its child links were cut first)',
    dataSchema: AgentRefEventData,
    exampleData: { agentId: AGENT },
  },
  'agent.version.created': {
    description: 'A version of an agent was created',
    dataSchema: AgentVersionCreatedEventData,
    exampleData: { agentId: AGENT, versionNumber: 2, state: 'draft' },
  },
  'agent.version.sealed': {
    description: 'A version was sealed (made immutable)',
    dataSchema: AgentVersionSealedEventData,
    exampleData: { agentId: AGENT, versionNumber: 2, reapplied: false },
  },
  'agent.version.deleted': {
    description: 'A version was deleted',
    dataSchema: AgentVersionDeletedEventData,
    exampleData: { agentId: AGENT, versionNumber: 2 },
  },
  'agent.child.linked': {
    description: 'A child agent was linked under a parent',
    dataSchema: AgentChildEventData,
    exampleData: { parentAgentId: AGENT, childAgentId: CHILD },
  },
  'agent.child.unlinked': {
    description: 'A child agent was unlinked from a parent',
    dataSchema: AgentChildEventData,
    exampleData: { parentAgentId: AGENT, childAgentId: CHILD },
  },
  'agent.bulk.completed': {
    description: 'A bulk action over agents finished',
    dataSchema: AgentBulkCompletedEventData,
    exampleData: {
      action: 'switch_model',
      target: { provider: 'anthropic', model: 'claude-sonnet-4-5' },
      affected: 1,
      switchedAgentIds: [AGENT],
      blocked: [{ agentId: CHILD, reason: 'already_on_target' }],
    },
  },
  'notification.read': {
    description: 'A notification was read (opened or its pixel loaded), once',
    dataSchema: NotificationReadEventData,
    exampleData: {
      notificationId: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
      userId: USER,
      category: 'mention',
      readAt: '2026-11-25T05:39:58.123Z',
      via: 'open',
    },
  },
  'notification.unsubscribed': {
    description:
      'A member unsubscribed from a category (or all) through their one-click link, or an address through a launch unsubscribe link',
    dataSchema: [NotificationCategoryUnsubscribedEventData, NotificationUnsubscribedEventData],
    exampleData: {
      scope: 'address',
      source: 'launch-unsubscribe',
      linkTokenSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    },
  },
  'webhook.inbound.received': {
    description: 'An inbound webhook delivery was accepted and processed',
    dataSchema: WebhookInboundReceivedEventData,
    exampleData: {
      endpointId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      deliveryId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      idempotencyKey: 'order-1042',
      receivedAt: '2026-11-25T05:39:58.123Z',
      payload: { order: 1042, status: 'paid' },
    },
  },
  'webhook.subscription.disabled': {
    description:
      'A subscription was disabled automatically (receiver gone or failing); never sent to that subscription itself',
    dataSchema: WebhookSubscriptionDisabledEventData,
    exampleData: {
      subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      url: 'https://example.com/hooks',
      reason: 'failing',
      disabledAt: '2026-11-25T05:39:58.123Z',
    },
  },
  'webhook.subscription.failing': {
    description:
      'A subscription has failed without a success for a warning threshold (1 hour, then 24 hours by default); never sent to that subscription itself',
    dataSchema: WebhookSubscriptionFailingEventData,
    exampleData: {
      subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      url: 'https://example.com/hooks',
      failingSince: '2026-11-25T04:39:12.345Z',
      lastAttemptAt: '2026-11-25T05:09:12.401Z',
      lastStatus: 503,
    },
  },
  'webhook.subscription.recovered': {
    description:
      'A subscription that was warned as failing had a success again; never sent to that subscription itself',
    dataSchema: WebhookSubscriptionRecoveredEventData,
    exampleData: {
      subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      url: 'https://example.com/hooks',
      failingSince: '2026-11-25T04:39:12.345Z',
      recoveredAt: '2026-11-25T05:39:58.123Z',
    },
  },
  'webhook.test': {
    description:
      'A test sent on request (POST /v1/webhooks/subscriptions/{subscriptionId}/test) to that one subscription, whatever its event types',
    dataSchema: WebhookTestEventData,
    exampleData: { subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', requestedBy: USER },
  },
  'webhook.verification': {
    description:
      'A proof-of-ownership challenge, sent only to the URL of a subscription created or re-pointed with `verify: true` (or asked again with POST /v1/webhooks/subscriptions/{subscriptionId}/verify); nothing else is delivered to it until it answers 2xx echoing `data.challenge`. Not listable in `eventTypes`',
    dataSchema: WebhookVerificationEventData,
    exampleData: {
      subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      challenge: 'k3J9xQ2vWm8ZpL0aT7nR4sY6uB1cE5dF9gH2jK8mN0o',
    },
  },
};

export const EVENT_DATA_SCHEMAS = [
  ...new Set(Object.values(EVENT_CATALOG).flatMap((entry) => entry.dataSchema)),
];
