import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  AgentBulkCompletedEventData,
  AgentChildEventData,
  AgentCreatedEventData,
  AgentRefEventData,
  AgentUpdatedEventData,
  AgentVersionCreatedEventData,
  AgentVersionDeletedEventData,
  AgentVersionSealedEventData,
} from './agent-event-schemas';
import type { EventType } from './event-types';
import {
  WebhookSubscriptionFailingEventData,
  WebhookSubscriptionRecoveredEventData,
} from './subscription-health-event-schemas';

// public-api.md, Events / webhooks: the delivery envelope and one `data` shape per type. Each
// data class is both the catalog's schema (its decorators) and the type `OutboxService.record`
// takes for its event type (its fields, `EventData<T>` below), so a producer cannot send a field
// the catalog does not describe; SQL writers are held to it by the e2e event check. Examples
// are real, and typed the same way.

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
  @ApiProperty({ enum: ['category', 'all'] }) scope: 'category' | 'all';
  @ApiProperty({ description: 'The category of the mail the link came in' }) category: string;
  @ApiProperty({ type: [String], description: 'Every category the member has now suppressed' })
  suppressedCategories: string[];
}

@ApiSchema({ name: 'NotificationUnsubscribedEventData' })
export class NotificationUnsubscribedEventData {
  @ApiProperty({ enum: ['address'] }) scope: 'address';
  @ApiProperty({ enum: ['launch-unsubscribe'] }) source: 'launch-unsubscribe';
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

/** The data a class (or any of several classes) describes. */
type DataOf<Schema> = Schema extends readonly (infer Class)[]
  ? DataOf<Class>
  : Schema extends new () => infer Data
    ? Data
    : never;

export interface EventTypeEntry {
  description: string;
  /** The class of its data, or the classes when the type comes in several shapes (`oneOf`). */
  dataSchema: EventDataClass | readonly EventDataClass[];
  exampleData: Record<string, unknown>;
}

/** An entry whose example is checked against its own schema's fields. */
function entry<Schema extends EventDataClass | readonly EventDataClass[]>(
  description: string,
  dataSchema: Schema,
  exampleData: NoInfer<DataOf<Schema>>,
): { description: string; dataSchema: Schema; exampleData: Record<string, unknown> } {
  return { description, dataSchema, exampleData: exampleData as Record<string, unknown> };
}

/** One entry per registry type, in the order of the EVENT_TYPES registry (none can be missing). */
const ENTRIES = {
  'agent.created': entry(
    'An agent was created, installed or cloned (with its first version)',
    AgentCreatedEventData,
    {
      agentId: AGENT,
      name: 'Support triage',
      source: 'custom',
      installedBy: USER,
      clonedFromAgentId: null,
    },
  ),
  'agent.updated': entry(
    'An agent’s fields, config, access or runtime changed',
    AgentUpdatedEventData,
    { agentId: AGENT, changes: ['name', 'description'] },
  ),
  'agent.archived': entry('An agent was archived', AgentRefEventData, { agentId: AGENT }),
  'agent.restored': entry('An archived agent was restored', AgentRefEventData, { agentId: AGENT }),
  'agent.uninstalled': entry(
    'An agent was uninstalled (its child links were cut first)',
    AgentRefEventData,
    { agentId: AGENT },
  ),
  'agent.version.created': entry(
    'A version of an agent was created',
    AgentVersionCreatedEventData,
    { agentId: AGENT, versionNumber: 2, state: 'draft' },
  ),
  'agent.version.sealed': entry(
    'A version was sealed (made immutable)',
    AgentVersionSealedEventData,
    { agentId: AGENT, versionNumber: 2, reapplied: false },
  ),
  'agent.version.deleted': entry('A version was deleted', AgentVersionDeletedEventData, {
    agentId: AGENT,
    versionNumber: 2,
  }),
  'agent.child.linked': entry('A child agent was linked under a parent', AgentChildEventData, {
    parentAgentId: AGENT,
    childAgentId: CHILD,
  }),
  'agent.child.unlinked': entry('A child agent was unlinked from a parent', AgentChildEventData, {
    parentAgentId: AGENT,
    childAgentId: CHILD,
  }),
  'agent.bulk.completed': entry('A bulk action over agents finished', AgentBulkCompletedEventData, {
    action: 'switch_model',
    target: { provider: 'anthropic', model: 'claude-sonnet-4-5' },
    affected: 1,
    switchedAgentIds: [AGENT],
    blocked: [{ agentId: CHILD, reason: 'already_on_target' }],
  }),
  'notification.read': entry(
    'A notification was read (opened or its pixel loaded), once',
    NotificationReadEventData,
    {
      notificationId: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
      userId: USER,
      category: 'mention',
      readAt: '2026-11-25T05:39:58.123Z',
      via: 'open',
    },
  ),
  'notification.unsubscribed': entry(
    'A member unsubscribed from a category (or all) through their one-click link, or an address through a launch unsubscribe link',
    [NotificationCategoryUnsubscribedEventData, NotificationUnsubscribedEventData],
    {
      scope: 'address',
      source: 'launch-unsubscribe',
      linkTokenSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    },
  ),
  'webhook.inbound.received': entry(
    'An inbound webhook delivery was accepted and processed',
    WebhookInboundReceivedEventData,
    {
      endpointId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      deliveryId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      idempotencyKey: 'order-1042',
      receivedAt: '2026-11-25T05:39:58.123Z',
      payload: { order: 1042, status: 'paid' },
    },
  ),
  'webhook.subscription.disabled': entry(
    'A subscription was disabled automatically (receiver gone or failing); never sent to that subscription itself',
    WebhookSubscriptionDisabledEventData,
    {
      subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      url: 'https://example.com/hooks',
      reason: 'failing',
      disabledAt: '2026-11-25T05:39:58.123Z',
    },
  ),
  'webhook.subscription.failing': entry(
    'A subscription has failed without a success for a warning threshold (1 hour, then 24 hours by default); never sent to that subscription itself',
    WebhookSubscriptionFailingEventData,
    {
      subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      url: 'https://example.com/hooks',
      failingSince: '2026-11-25T04:39:12.345Z',
      lastAttemptAt: '2026-11-25T05:09:12.401Z',
      lastStatus: 503,
    },
  ),
  'webhook.subscription.recovered': entry(
    'A subscription that was warned as failing had a success again; never sent to that subscription itself',
    WebhookSubscriptionRecoveredEventData,
    {
      subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      url: 'https://example.com/hooks',
      failingSince: '2026-11-25T04:39:12.345Z',
      recoveredAt: '2026-11-25T05:39:58.123Z',
    },
  ),
  'webhook.test': entry(
    'A test sent on request (POST /v1/webhooks/subscriptions/{subscriptionId}/test) to that one subscription, whatever its event types',
    WebhookTestEventData,
    { subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', requestedBy: USER },
  ),
  'webhook.verification': entry(
    'A proof-of-ownership challenge, sent only to the URL of a subscription created or re-pointed with `verify: true` (or asked again with POST /v1/webhooks/subscriptions/{subscriptionId}/verify); nothing else is delivered to it until it answers 2xx echoing `data.challenge`. Not listable in `eventTypes`',
    WebhookVerificationEventData,
    {
      subscriptionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      challenge: 'k3J9xQ2vWm8ZpL0aT7nR4sY6uB1cE5dF9gH2jK8mN0o',
    },
  ),
} satisfies Record<EventType, EventTypeEntry>;

export const EVENT_CATALOG: Record<EventType, EventTypeEntry> = ENTRIES;

/** The data an event of type T carries: what its catalog schema describes, nothing else. */
export type EventData<T extends EventType> = DataOf<(typeof ENTRIES)[T]['dataSchema']>;

export const EVENT_DATA_SCHEMAS = [
  ...new Set(Object.values(EVENT_CATALOG).flatMap((entry) => entry.dataSchema)),
];
