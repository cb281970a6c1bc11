import request from 'supertest';
import { createCaller } from '../../factories/identity.factory';
import { TestReceiver } from './test-receiver';
import { createWebhookTestApp, eventually, WebhookTestApp } from './webhook-test-app';

export const SUBSCRIPTIONS = '/v1/webhooks/subscriptions';

export interface AttemptView {
  attemptNumber: number;
  status: string;
  correlationId: string;
  startedAt: string;
  latencyMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  failureReason: string | null;
  error: string | null;
}

export interface DeliveryView {
  deliveryId: string;
  eventId: string;
  eventType: string;
  status: string;
  attemptCount: number;
  attempts: AttemptView[];
}

/**
 * An app with private targets allowed, one caller (webhooks:read+write) and a real receiver on
 * 127.0.0.1. Each subscription gets its own receiver path so tests never see each other's calls.
 */
export class OutboundHarness {
  app!: WebhookTestApp;
  caller!: Awaited<ReturnType<typeof createCaller>>;
  receiver!: TestReceiver;

  constructor(private readonly env: Record<string, string> = {}) {}

  async start(): Promise<void> {
    this.app = await createWebhookTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...this.env });
    this.caller = await createCaller(this.app, 'webhooks:read', 'webhooks:write');
    this.receiver = await TestReceiver.start();
  }

  async stop(): Promise<void> {
    await this.app.close();
    await this.receiver.close();
  }

  async subscribe(
    body: {
      eventTypes?: string[];
      standardWebhooks?: boolean;
      verify?: boolean;
      ordering?: { key: string } | null;
    } = {},
  ) {
    const path = `/hook-${Math.random().toString(36).slice(2)}`;
    const res = await request(this.app.http)
      .post(SUBSCRIPTIONS)
      .set(this.caller.auth)
      .send({ url: `${this.receiver.url}${path}`, ...body })
      .expect(201);
    return { ...(res.body as { subscriptionId: string; secret: string }), path };
  }

  requestsTo(path: string) {
    return this.receiver.requests.filter((req) => req.path === path);
  }

  async subscription(subscriptionId: string) {
    const res = await request(this.app.http)
      .get(`${SUBSCRIPTIONS}/${subscriptionId}`)
      .set(this.caller.auth)
      .expect(200);
    return res.body as {
      enabled: boolean;
      disabledReason: string | null;
      disabledAt: string;
      standardWebhooks: boolean;
      previousSecretValidUntil: string | null;
    };
  }

  /** A breaker open for an hour and a receiver's Retry-After pause, as failures leave them. */
  async openBreaker(subscriptionId: string): Promise<void> {
    await this.app.dataSource.query(
      `UPDATE webhook_subscriptions SET breaker_open_until = now() + interval '1 hour',
              breaker_open_ms = 3600000, retry_after_until = now() + interval '1 hour'
        WHERE id = $1`,
      [subscriptionId],
    );
  }

  /** The waits an owner's request for attempts ends (END_BREAKER_WAIT). */
  async breakerWaitOf(subscriptionId: string) {
    const [row] = await this.app.dataSource.query(
      `SELECT breaker_open_until AS "breakerOpenUntil", retry_after_until AS "retryAfterUntil"
         FROM webhook_subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    return row as { breakerOpenUntil: Date | null; retryAfterUntil: Date | null };
  }

  async deliveriesOf(subscriptionId: string): Promise<DeliveryView[]> {
    const res = await request(this.app.http)
      .get(`${SUBSCRIPTIONS}/${subscriptionId}/deliveries`)
      .set(this.caller.auth)
      .expect(200);
    return res.body.data as DeliveryView[];
  }

  /** Waits until the subscription has exactly `count` deliveries, all in `status`. */
  async settled(subscriptionId: string, count = 1, status = 'succeeded') {
    return eventually(
      async () => {
        const deliveries = await this.deliveriesOf(subscriptionId);
        return deliveries.length === count && deliveries.every((d) => d.status === status)
          ? deliveries
          : undefined;
      },
      10_000,
      `${count} deliveries ${status}`,
    );
  }
}
