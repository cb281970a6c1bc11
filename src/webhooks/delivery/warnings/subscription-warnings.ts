import type { SubscriptionDisabledReason } from '../store/webhook-subscription.entity';

/**
 * The rules of the warnings about a subscription's health, and the notices its creator gets
 * (docs/webhooks-delivery.md, "Disabling, warnings and recovery of a streak").
 */

/** The notification category of every notice about a subscription's health. */
export const SUBSCRIPTION_WARNINGS_CATEGORY = 'webhook_alerts';

/**
 * How often each worker process looks for subscriptions past a threshold: a sixtieth of the
 * first threshold (one minute for the default hour), between 100 ms and one minute, so a warning
 * is never more than about 2 % late and the check stays cheap.
 */
export function failingCheckIntervalMs(thresholdsMs: readonly number[]): number {
  const first = thresholdsMs[0] ?? 60_000;
  return Math.min(60_000, Math.max(100, Math.floor(first / 60)));
}

/** `recovered` follows only a streak that was warned about, of a subscription still enabled. */
export function announcesRecovery(streak: { failingWarningsSent: number; enabled: boolean }) {
  return streak.enabled && streak.failingWarningsSent > 0;
}

/** Where the notice's open link leads: the subscription's resource in the API. */
export function subscriptionResourceUrl(publicBaseUrl: string, subscriptionId: string): string {
  return `${publicBaseUrl}/v1/webhooks/subscriptions/${subscriptionId}`;
}

/**
 * The receiver's URL as a notice shows it: scheme, host and path. Credentials and the query may
 * hold secrets, and a notice may be mailed.
 */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'its receiver';
  }
}

/** `90 minutes` → `1 hour`; the largest whole unit, for notices. */
export function describeDuration(ms: number): string {
  const units: Array<[string, number]> = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1_000],
  ];
  const [unit, size] = units.find(([, length]) => ms >= length) ?? ['second', 1_000];
  const count = Math.max(1, Math.floor(ms / size));
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export interface Notice {
  title: string;
  body: string;
}

export function failingNotice(input: {
  url: string;
  failingForMs: number;
  failingSince: Date;
  lastAttemptAt: Date;
  lastStatus: number | null;
  autoDisableAfterMs: number;
}): Notice {
  const answer = input.lastStatus === null ? 'no answer' : `HTTP ${input.lastStatus}`;
  return {
    title: 'Webhook deliveries are failing',
    body:
      `Every delivery to ${shownUrl(input.url)} has failed for ${describeDuration(input.failingForMs)}` +
      ` (since ${input.failingSince.toISOString()}; last attempt ${input.lastAttemptAt.toISOString()},` +
      ` ${answer}). Deliveries are retried; after ${describeDuration(input.autoDisableAfterMs)}` +
      ' without a success the subscription is disabled.',
  };
}

export function disabledNotice(input: {
  url: string;
  reason: Exclude<SubscriptionDisabledReason, 'manual'>;
  disabledAt: Date;
  autoDisableAfterMs: number;
}): Notice {
  const why =
    input.reason === 'receiver_gone'
      ? `${shownUrl(input.url)} answered 410 Gone`
      : `every delivery to ${shownUrl(input.url)} failed for ${describeDuration(input.autoDisableAfterMs)}`;
  return {
    title: 'Webhook subscription disabled',
    body:
      `The subscription was disabled at ${input.disabledAt.toISOString()}: ${why}.` +
      ' Its deliveries are kept; enabling it again replays them.',
  };
}
