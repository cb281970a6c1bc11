import { type ChannelModel, type ConfirmChannel, connect, type Message } from 'amqplib';
import type { LookupFunction } from 'node:net';
import type { PooledConnection } from './broker-connection-pool';
import { bareHostOf, portOf } from './destination-url';

/** What became of one publish: confirmed, or the reason it was not. */
export type PublishResult = { ok: true } | { ok: false; reason: string; slowDown?: boolean };

/** Heartbeats find a broker that stopped answering and close the connection (seconds). */
const HEARTBEAT_SECONDS = 10;

/** The header that tells a returned message's publish from every other in flight. */
const ATTEMPT_HEADER = 'X-Correlation-Id';

interface ExchangeChannel {
  channel: ConfirmChannel;
  /** Why the broker closed the channel (a missing exchange: 404). */
  closeReason?: string;
  /** Messages the broker returned (mandatory, unroutable), by their attempt's correlation id. */
  returned: Map<string, ReturnedFields>;
}

/** basic.return's fields, as amqplib hands them over with the message. */
interface ReturnedFields {
  replyCode?: number;
  replyText?: string;
}

/**
 * One AMQP connection of the pool (amqp.destination.ts) with a confirm channel per exchange, so
 * a missing exchange (the broker closes the channel) fails only the publishes to it. Publishes
 * are mandatory and confirmed: success is the broker's ack of a message it did not return
 * (platform.md, Destinations beyond HTTP). RabbitMQ returns an unroutable message before it acks it.
 */
export class AmqpPublisher implements PooledConnection {
  private readonly channels = new Map<string, Promise<ExchangeChannel>>();
  /** The broker's connection.blocked reason (a resource alarm) until it unblocks. */
  private blockedReason: string | undefined;
  private closeReason: string | undefined;
  private readonly goneListeners: Array<() => void> = [];

  private constructor(private readonly model: ChannelModel) {
    model.on('blocked', (reason: string) => (this.blockedReason = reason || 'no reason given'));
    model.on('unblocked', () => (this.blockedReason = undefined));
    model.on('error', (error: Error) => (this.closeReason = error.message));
    model.on('close', () => {
      for (const listener of this.goneListeners.splice(0)) listener();
    });
  }

  /**
   * Connects to the URL's host through `lookup` (the destination policy: only checked addresses
   * are dialled); `timeoutMs` bounds the TCP connect and the AMQP handshake.
   */
  static async open(url: URL, lookup: LookupFunction, timeoutMs: number): Promise<AmqpPublisher> {
    const credentials = url.username
      ? {
          username: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
        }
      : {};
    const model = await connect(
      {
        protocol: url.protocol.slice(0, -1),
        hostname: bareHostOf(url),
        port: portOf(url),
        vhost: url.pathname.slice(1),
        heartbeat: HEARTBEAT_SECONDS,
        ...credentials,
      },
      {
        timeout: timeoutMs,
        lookup,
        noDelay: true,
        clientProperties: { connection_name: 'platform webhooks' },
      },
    );
    return new AmqpPublisher(model);
  }

  /** The broker's connection.blocked reason while it blocks publishing, else undefined. */
  get blocked(): string | undefined {
    return this.blockedReason;
  }

  async publish(
    exchange: string,
    routingKey: string,
    body: Buffer,
    messageId: string,
    headers: Record<string, string>,
  ): Promise<PublishResult> {
    // Published now it would wait unconfirmed until the alarm clears: the broker says slow down.
    if (this.blockedReason !== undefined)
      return {
        ok: false,
        reason: `the broker blocks publishing (${this.blockedReason})`,
        slowDown: true,
      };
    const state = await this.channelFor(exchange);
    const attempt = headers[ATTEMPT_HEADER] ?? messageId;
    return new Promise<PublishResult>((resolve) => {
      const confirmed = (error: unknown) => {
        const returned = state.returned.get(attempt);
        state.returned.delete(attempt);
        if (returned)
          return resolve({
            ok: false,
            reason:
              `message returned by the broker: ${returned.replyCode ?? ''} ${returned.replyText ?? ''}`.trim() +
              ` (no queue bound to exchange "${exchange}" for routing key "${routingKey}")`,
          });
        if (!error) return resolve({ ok: true });
        if (error instanceof Error && error.message === 'message nacked')
          return resolve({
            ok: false,
            reason: 'the broker refused the message (negative confirm)',
          });
        resolve({
          ok: false,
          reason:
            state.closeReason ??
            (this.closeReason
              ? `the connection to the broker closed: ${this.closeReason}`
              : 'the channel closed before the broker confirmed the message'),
        });
      };
      try {
        state.channel.publish(
          exchange,
          routingKey,
          body,
          {
            mandatory: true,
            persistent: true,
            contentType: 'application/json',
            messageId,
            headers,
          },
          confirmed,
        );
      } catch (error) {
        // The channel closed between the lookup and the publish, or the message cannot be encoded.
        resolve({ ok: false, reason: state.closeReason ?? errorMessage(error) });
      }
    });
  }

  async close(): Promise<void> {
    await this.model.close();
  }

  onGone(listener: () => void): void {
    this.goneListeners.push(listener);
  }

  private channelFor(exchange: string): Promise<ExchangeChannel> {
    const existing = this.channels.get(exchange);
    if (existing) return existing;
    const forget = () => {
      if (this.channels.get(exchange) === opening) this.channels.delete(exchange);
    };
    const opening = this.openChannel(exchange, forget);
    this.channels.set(exchange, opening);
    opening.catch(forget);
    return opening;
  }

  private async openChannel(exchange: string, forget: () => void): Promise<ExchangeChannel> {
    const channel = await this.model.createConfirmChannel();
    const state: ExchangeChannel = { channel, returned: new Map() };
    channel.on('return', (message: Message) => {
      const attempt: unknown = message.properties.headers?.[ATTEMPT_HEADER];
      if (typeof attempt === 'string')
        state.returned.set(attempt, message.fields as unknown as ReturnedFields);
    });
    channel.on('error', (error: Error & { code?: number }) => {
      state.closeReason = channelCloseReason(error, exchange);
    });
    channel.on('close', forget);
    return state;
  }
}

/** The broker closed a channel: a missing exchange is 404 NOT_FOUND (platform.md). */
function channelCloseReason(error: Error & { code?: number }, exchange: string): string {
  const said = error.message.replace(/^Channel closed by server: /, '');
  if (error.code === 404) return `exchange "${exchange}" does not exist (${said})`;
  return `the broker closed the channel: ${said}`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
