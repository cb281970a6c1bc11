import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import {
  connect,
  ErrorCode,
  headers as natsHeaders,
  type JetStreamClient,
  type NatsConnection,
  type NatsError,
  type TlsOptions,
} from 'nats';
import type { PooledConnection } from './broker-connection-pool';
import { bareHostOf, portOf } from './destination-url';

/** A publish's outcome: the stream's ack (kept as the attempt's response body), or why not. */
export type NatsPublishResult =
  { ok: true; ack: string } | { ok: false; reason: string; slowDown?: boolean };

/** Pings find a server that stopped answering and close the connection. */
const PING_INTERVAL_MS = 10_000;

/**
 * One NATS connection of the pool (nats.destination.ts), publishing to JetStream: success is the
 * stream's publish ack; `Nats-Msg-Id` is the delivery id, so the stream drops a duplicate of a
 * message it already has (platform.md, Destinations beyond HTTP). It dials only the addresses it
 * is given (checked by the destination policy): no DNS of its own, no servers a cluster gossips,
 * no reconnects (the pool opens a new connection instead).
 */
export class NatsPublisher implements PooledConnection {
  private readonly jetstream: JetStreamClient;

  private constructor(private readonly connection: NatsConnection) {
    this.jetstream = connection.jetstream();
  }

  /**
   * `nats://` is plain text and `tls://` TLS, verified against the URL's host name. A password
   * authenticates its user; a user alone is a token (the NATS URL convention).
   */
  static async open(
    url: URL,
    addresses: readonly LookupAddress[],
    timeoutMs: number,
  ): Promise<NatsPublisher> {
    const port = portOf(url);
    const host = bareHostOf(url);
    const user = decodeURIComponent(url.username);
    const auth = url.password
      ? { user, pass: decodeURIComponent(url.password) }
      : user
        ? { token: user }
        : {};
    // servername is passed through to tls.connect; nats' TlsOptions type does not list it.
    const tls = (isIP(host) ? {} : { servername: host }) as TlsOptions;
    const connection = await connect({
      servers: addresses.map(({ address, family }) =>
        family === 6 ? `[${address}]:${port}` : `${address}:${port}`,
      ),
      ...auth,
      tls: url.protocol === 'tls:' ? tls : null,
      timeout: timeoutMs,
      reconnect: false,
      maxReconnectAttempts: 0,
      ignoreClusterUpdates: true,
      noRandomize: true,
      resolve: false,
      pingInterval: PING_INTERVAL_MS,
      maxPingOut: 2,
      name: 'platform webhooks',
    });
    return new NatsPublisher(connection);
  }

  async publish(
    subject: string,
    body: string,
    messageId: string,
    headerValues: Record<string, string>,
    timeoutMs: number,
  ): Promise<NatsPublishResult> {
    const headers = natsHeaders();
    for (const [name, value] of Object.entries(headerValues)) headers.set(name, value);
    try {
      const ack = await this.jetstream.publish(subject, Buffer.from(body, 'utf8'), {
        msgID: messageId,
        headers,
        timeout: timeoutMs,
      });
      const { stream, seq, duplicate } = ack;
      return { ok: true, ack: JSON.stringify({ stream, seq, duplicate }) };
    } catch (error) {
      return publishFailure(error as NatsError, subject, timeoutMs);
    }
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  onGone(listener: () => void): void {
    void this.connection.closed().then(listener, listener);
  }
}

/**
 * A refused publish as the delivery log says it. No responders means no stream captures the
 * subject (platform.md). A JetStream 429 is the stream asking to slow down; NATS has no other
 * publisher-side "slow down" (a slow consumer is a subscriber's).
 */
function publishFailure(error: NatsError, subject: string, timeoutMs: number): NatsPublishResult {
  const api = typeof error.jsError === 'function' ? error.jsError() : null;
  if (api)
    return {
      ok: false,
      reason: `JetStream refused the message: ${api.description} (${api.code}, error ${api.err_code})`,
      slowDown: api.code === 429 ? true : undefined,
    };
  switch (error.code as ErrorCode) {
    case ErrorCode.NoResponders:
      return { ok: false, reason: `no stream captures subject "${subject}" (no responders)` };
    case ErrorCode.Timeout:
      return { ok: false, reason: `timeout after ${timeoutMs} ms` };
    case ErrorCode.PermissionsViolation:
      return { ok: false, reason: `the broker does not permit publishing to "${subject}"` };
    case ErrorCode.ConnectionClosed:
    case ErrorCode.Disconnect:
      return { ok: false, reason: 'the connection to the broker closed' };
    default:
      return { ok: false, reason: `${error.code ?? 'error'}: ${error.message}`.slice(0, 500) };
  }
}
