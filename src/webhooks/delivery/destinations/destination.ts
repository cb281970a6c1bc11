import type { DeliverySigning } from './delivery-signatures';

/**
 * A kind of destination the engine delivers to: it sends one attempt of one delivery and says
 * how the receiver answered. The engine decides everything else (whether the attempt is owed,
 * retries, protection); a destination only sends. A new kind is a new file here, its scheme in
 * destination-url.ts and its line in destination-registry.ts.
 */
export interface Destination {
  readonly type: DestinationType;
  send(target: DeliveryTarget, message: DeliveryMessage): Promise<SendOutcome>;
}

/** The kinds of destination (DESTINATIONS in destination-registry.ts provides each). */
export type DestinationType = 'http' | 'amqp' | 'nats';

/** Where an amqp(s) subscription publishes; `{type}` stands for the event type. */
export interface AmqpRoute {
  exchange: string;
  routingKey: string;
}

/** The subject a nats/tls subscription publishes to; `{type}` stands for the event type. */
export interface NatsRoute {
  subject: string;
}

/** Where one attempt goes: the URL with its credentials opened, and a broker's route. */
export interface DeliveryTarget {
  url: string;
  amqp: AmqpRoute | null;
  nats: NatsRoute | null;
}

/** One attempt of one delivery as every destination gets it. */
export interface DeliveryMessage {
  /** Also the receiver's idempotency key: the same on every attempt. */
  deliveryId: string;
  /** This attempt's own id. */
  correlationId: string;
  /** The event's type: `{type}` in a broker's routing key or subject. */
  eventType: string;
  /** The event envelope as JSON (platform.md, Values). */
  body: string;
  signing: DeliverySigning;
}

export interface SendOutcome {
  /** The receiver took it (HTTP: a 2xx answer; a broker: its confirmation). */
  succeeded: boolean;
  /** The receiver's answer code; null: no answer (timeout, refused, a destination refused, a broker). */
  status: number | null;
  /** When the receiver asked to be sent nothing before (HTTP Retry-After), as it said it. */
  retryAfter?: string;
  /**
   * A broker asked us to slow down (AMQP connection.blocked): treated as a 429 without
   * Retry-After (the subscription's pace halves).
   */
  slowDown?: boolean;
  /** The first bytes of the answer, kept with the attempt (a JetStream publish ack). */
  bodyExcerpt?: string;
  /** Why it failed, when the answer code alone does not say. */
  error: string | null;
  durationMs: number;
}
