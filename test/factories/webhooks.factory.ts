import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { EventType } from '../../src/events/event-types';
import { OutboxService } from '../../src/events/outbox.service';
import { InboundEndpointsService } from '../../src/webhooks/inbound/inbound-endpoints.service';
import { SubscriptionsService } from '../../src/webhooks/subscriptions/subscriptions.service';
import { WebhookSubscription } from '../../src/webhooks/delivery/store/webhook-subscription.entity';
import { SigningSecretsService } from '../../src/webhooks/signing/signing-secrets.service';
import { generateSigningSecret } from '../../src/webhooks/signing/webhook-signature';
import { noteSyntheticEvents } from '../support/event-schema-check';
import type { TestApp } from '../support/test-app';

/** An inbound endpoint made through the service (its HTTP route has its own tests). */
export async function createInboundEndpoint(
  app: TestApp,
  teamId: string,
  options: { name?: string; requireSignature?: boolean } = {},
) {
  const created = await app
    .get(InboundEndpointsService)
    .create(
      { teamId },
      { name: options.name ?? 'Test endpoint', requireSignature: options.requireSignature },
    );
  return { ...created, path: new URL(created.receiverUrl).pathname };
}

/** A subscription made through the service (destination checks as configured). */
export async function createSubscription(
  app: TestApp,
  teamId: string,
  url: string,
  eventTypes?: string[],
) {
  return app.get(SubscriptionsService).create({ teamId }, { url, eventTypes });
}

/**
 * A subscription row written directly, skipping the creation-time destination check: how a
 * destination that changed its DNS answer after creation looks at delivery time.
 */
export async function insertSubscriptionRow(app: TestApp, teamId: string, url: string) {
  const secret = generateSigningSecret();
  const row = await app.dataSource.getRepository(WebhookSubscription).save({
    teamId,
    url,
    eventTypes: null,
    secretSealed: await app.get(SigningSecretsService).seal(secret),
    enabled: true,
  });
  return { subscriptionId: row.id, secret };
}

/** Commits `count` events the way every feature does: the outbox row in a transaction. */
export async function commitEvents(
  app: TestApp,
  teamId: string,
  count = 1,
  type: EventType = 'agent.created',
  data: (index: number) => Record<string, unknown> = (index) => ({ index }),
): Promise<string[]> {
  const outbox = app.get(OutboxService);
  const ids = await app.get(DataSource).transaction(async (manager) => {
    const written: string[] = [];
    for (let index = 0; index < count; index += 1)
      written.push(await outbox.record(manager, teamId, type, data(index) as never));
    return written;
  });
  // Made-up data: not a payload of the app, so the schema check of the e2e run skips them.
  noteSyntheticEvents(ids);
  return ids;
}

/** Signature headers computed independently of the service's own code. */
export function signedHeaders(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return { 'X-Webhook-Signature': `sha256=${digest}`, 'X-Webhook-Timestamp': String(timestamp) };
}
