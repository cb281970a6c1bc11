import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { ErrorCode } from 'nats';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { inSpan } from '../../../tracing/tracing-state';
import { BrokerConnectionPool } from './broker-connection-pool';
import { brokerMessageHeaders } from './delivery-headers';
import { resolveAllowedAddresses } from './destination-policy';
import type { DeliveryMessage, DeliveryTarget, Destination, SendOutcome } from './destination';
import { bareHostOf, routeFor } from './destination-url';
import { NatsPublisher, type NatsPublishResult } from './nats-publisher';
import { describeNetworkError, withoutSecrets } from './network-errors';

/**
 * Publishes to NATS JetStream (platform.md, Destinations beyond HTTP): the envelope as the
 * message, the delivery headers as its headers and `Nats-Msg-Id` = the delivery id. Success is
 * the stream's publish ack; no stream for the subject, a refused connection or no ack within the
 * attempt timeout is a failed attempt without a status. Each new connection resolves the host
 * and checks every address against the destination policy, then dials those addresses only.
 */
@Injectable()
export class NatsDestination implements Destination, OnModuleDestroy {
  readonly type = 'nats';
  private readonly pool = new BrokerConnectionPool<NatsPublisher>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleDestroy(): Promise<void> {
    await this.pool.closeAll();
  }

  async send(target: DeliveryTarget, message: DeliveryMessage): Promise<SendOutcome> {
    const started = performance.now();
    const timeoutMs = this.config.webhookDeliveryTimeoutMs;
    const url = URL.canParse(target.url) ? new URL(target.url) : undefined;
    if (!url) return { succeeded: false, status: null, error: 'not a valid URL', durationMs: 0 };
    const outcome = (result: NatsPublishResult): SendOutcome => ({
      succeeded: result.ok,
      status: null,
      slowDown: !result.ok && result.slowDown === true ? true : undefined,
      bodyExcerpt: result.ok ? result.ack : undefined,
      // A user without a password is a token: a secret too.
      error: result.ok ? null : withoutSecrets(result.reason, [url.password || url.username]),
      durationMs: Math.round(performance.now() - started),
    });
    const subject = routeFor(target.nats?.subject ?? 'platform.{type}', message.eventType);
    try {
      const result = await inSpan(
        'webhook.publish',
        {
          kind: SpanKind.PRODUCER,
          attributes: {
            'messaging.system': 'nats',
            'messaging.destination.name': subject,
            'messaging.message.id': message.deliveryId,
          },
        },
        () =>
          this.pool.use(
            target.url,
            async () => {
              const addresses = await resolveAllowedAddresses(
                bareHostOf(url),
                this.config.webhookAllowPrivateTargets,
              );
              return NatsPublisher.open(url, addresses, timeoutMs);
            },
            (connection) =>
              connection.publish(
                subject,
                message.body,
                message.deliveryId,
                brokerMessageHeaders(message),
                timeoutMs,
              ),
            timeoutMs,
          ),
      );
      return outcome(result);
    } catch (error) {
      return outcome({ ok: false, reason: describeNatsError(error) });
    }
  }
}

/** A failed connect as the delivery log says it. */
function describeNatsError(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === ErrorCode.ConnectionRefused) return 'connection refused';
  if (code === ErrorCode.ConnectionTimeout) return 'connection timed out';
  if (code === ErrorCode.AuthorizationViolation)
    return 'the broker refused the login (authorization violation)';
  if (code === ErrorCode.ServerOptionNotAvailable)
    return 'the server and the URL disagree on TLS (nats:// is plain text, tls:// is TLS)';
  return describeNetworkError(error);
}
