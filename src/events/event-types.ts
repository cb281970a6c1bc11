/** platform.md, Events (outbound): the event types this service emits. */
export const EVENT_TYPES = [
  'agent.created',
  'agent.updated',
  'agent.archived',
  'agent.restored',
  'agent.uninstalled',
  'agent.version.created',
  'agent.version.sealed',
  'agent.version.deleted',
  'agent.child.linked',
  'agent.child.unlinked',
  'agent.bulk.completed',
  'notification.read',
  'notification.unsubscribed',
  'webhook.inbound.received',
  'webhook.subscription.disabled',
  'webhook.subscription.failing',
  'webhook.subscription.recovered',
  'webhook.test',
  'webhook.verification',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The types a subscription may list in `eventTypes`. A `webhook.verification` challenge only
 * ever goes to the URL being verified (docs/webhooks-delivery.md, "Proof of ownership"), so
 * listing it would mean nothing.
 */
export const SUBSCRIBABLE_EVENT_TYPES: readonly EventType[] = EVENT_TYPES.filter(
  (type) => type !== 'webhook.verification',
);

/** The payload every delivery carries: `{id, type, createdAt, teamId, data}`. */
export interface EventEnvelope {
  id: string;
  type: string;
  createdAt: string;
  teamId: string;
  data: Record<string, unknown>;
}
