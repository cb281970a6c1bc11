import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { inSpan } from '../../../tracing/tracing-state';
import { AmqpPublisher, type PublishResult } from './amqp-publisher';
import { AttemptDeadlineError, BrokerConnectionPool } from './broker-connection-pool';
import { brokerMessageHeaders } from './delivery-headers';
import { checkedLookup, ipLiteralOf, resolveAllowedAddresses } from './destination-policy';
import type { DeliveryMessage, DeliveryTarget, Destination, SendOutcome } from './destination';
import { routeFor } from './destination-url';
import { describeNetworkError, withoutSecrets } from './network-errors';

/**
 * Publishes to a RabbitMQ exchange (platform.md, Destinations beyond HTTP): the envelope as a
 * persistent application/json message whose message_id is the delivery id, the delivery headers
 * as message headers, `mandatory` and confirmed. A returned message, a negative confirm, a
 * missing exchange, a refused connection or no confirmation within the attempt timeout is a
 * failed attempt without a status. Connections are pooled per URL and credentials
 * (broker-connection-pool.ts) and dial only addresses the destination policy allows.
 */
@Injectable()
export class AmqpDestination implements Destination, OnModuleDestroy {
  readonly type = 'amqp';
  private readonly pool = new BrokerConnectionPool<AmqpPublisher>();
  private readonly lookup: ReturnType<typeof checkedLookup>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.lookup = checkedLookup(config.webhookAllowPrivateTargets);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.closeAll();
  }

  async send(target: DeliveryTarget, message: DeliveryMessage): Promise<SendOutcome> {
    const started = performance.now();
    const timeoutMs = this.config.webhookDeliveryTimeoutMs;
    const url = URL.canParse(target.url) ? new URL(target.url) : undefined;
    if (!url) return { succeeded: false, status: null, error: 'not a valid URL', durationMs: 0 };
    const outcome = (result: PublishResult): SendOutcome => ({
      succeeded: result.ok,
      status: null,
      slowDown: !result.ok && result.slowDown === true ? true : undefined,
      error: result.ok ? null : withoutSecrets(result.reason, [url.password]),
      durationMs: Math.round(performance.now() - started),
    });
    if (!target.amqp) return outcome({ ok: false, reason: 'the subscription names no exchange' });
    const { exchange } = target.amqp;
    const routingKey = routeFor(target.amqp.routingKey, message.eventType);
    let publisher: AmqpPublisher | undefined;
    try {
      // Node does not look IP literals up, so the lookup's check would never see them.
      const literal = ipLiteralOf(url);
      if (literal) await resolveAllowedAddresses(literal, this.config.webhookAllowPrivateTargets);
      return outcome(
        await inSpan(
          'webhook.publish',
          {
            kind: SpanKind.PRODUCER,
            attributes: {
              'messaging.system': 'rabbitmq',
              'messaging.destination.name': exchange,
              'messaging.rabbitmq.destination.routing_key': routingKey,
              'messaging.message.id': message.deliveryId,
            },
          },
          () =>
            this.pool.use(
              target.url,
              () => AmqpPublisher.open(url, this.lookup, timeoutMs),
              (connection) => {
                publisher = connection;
                return connection.publish(
                  exchange,
                  routingKey,
                  Buffer.from(message.body, 'utf8'),
                  message.deliveryId,
                  brokerMessageHeaders(message),
                );
              },
              timeoutMs,
            ),
        ),
      );
    } catch (error) {
      const blocked = error instanceof AttemptDeadlineError ? publisher?.blocked : undefined;
      if (blocked !== undefined)
        return outcome({
          ok: false,
          reason: `${error instanceof Error ? error.message : ''}: the broker blocks publishing (${blocked})`,
          slowDown: true,
        });
      return outcome({ ok: false, reason: describeAmqpError(error) });
    }
  }
}

/** A failed connect as the delivery log says it; the broker's own words for a refused handshake. */
function describeAmqpError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message === 'connect ETIMEDOUT') return 'connection timed out';
  const handshake = /^Handshake terminated by server: (\d+) \(([^)]+)\)/.exec(message);
  if (handshake?.[1] === '403')
    return `the broker refused the login (403 ${handshake[2].replace(/-/g, '_')})`;
  if (handshake)
    return `the broker refused the connection: ${message.replace(/^Handshake terminated by server: /, '')}`;
  return describeNetworkError(error);
}
