import type { DeliverySigning } from './delivery-signatures';

/**
 * A kind of destination the engine delivers to: it sends one attempt of one delivery and says
 * how the receiver answered. The engine decides everything else (whether the attempt is owed,
 * retries, protection); a destination only sends. Today only `http`; a new kind is a new file
 * here and its line in destination-registry.ts.
 */
export interface Destination {
  readonly type: DestinationType;
  send(address: string, message: DeliveryMessage): Promise<SendOutcome>;
}

/** The kinds of destination (DESTINATIONS in destination-registry.ts provides each). */
export type DestinationType = 'http';

/** One attempt of one delivery as every destination gets it. */
export interface DeliveryMessage {
  /** Also the receiver's idempotency key: the same on every attempt. */
  deliveryId: string;
  /** This attempt's own id. */
  correlationId: string;
  /** The event envelope as JSON (platform.md, Values). */
  body: string;
  signing: DeliverySigning;
}

export interface SendOutcome {
  /** The receiver took it (for HTTP: a 2xx answer). */
  succeeded: boolean;
  /** The receiver's answer code; null: no answer (timeout, refused, a destination refused). */
  status: number | null;
  /** When the receiver asked to be sent nothing before (HTTP Retry-After), as it said it. */
  retryAfter?: string;
  /** The first bytes of the answer, kept with the attempt. */
  bodyExcerpt?: string;
  /** Why it failed, when the answer code alone does not say. */
  error: string | null;
  durationMs: number;
}
