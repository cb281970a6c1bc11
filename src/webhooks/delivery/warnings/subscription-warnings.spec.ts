import {
  announcesRecovery,
  describeDuration,
  disabledNotice,
  failingCheckIntervalMs,
  failingNotice,
  shownUrl,
  subscriptionResourceUrl,
  SUBSCRIPTION_WARNINGS_CATEGORY,
} from './subscription-warnings';
import { isCategory } from '../../../unsubscribe/category';

describe('subscription health warnings', () => {
  it('checks a sixtieth of the first threshold, between 100 ms and a minute', () => {
    expect(failingCheckIntervalMs([3_600_000, 86_400_000])).toBe(60_000);
    expect(failingCheckIntervalMs([86_400_000])).toBe(60_000);
    expect(failingCheckIntervalMs([600_000])).toBe(10_000);
    expect(failingCheckIntervalMs([1_000, 2_000])).toBe(100);
  });

  it('announces a recovery only after a warning, and only while enabled', () => {
    expect(announcesRecovery({ failingWarningsSent: 1, enabled: true })).toBe(true);
    expect(announcesRecovery({ failingWarningsSent: 2, enabled: true })).toBe(true);
    expect(announcesRecovery({ failingWarningsSent: 0, enabled: true })).toBe(false);
    expect(announcesRecovery({ failingWarningsSent: 1, enabled: false })).toBe(false);
  });

  it('uses a category a member can suppress', () => {
    expect(isCategory(SUBSCRIPTION_WARNINGS_CATEGORY)).toBe(true);
  });

  it('leads to the subscription resource', () => {
    expect(subscriptionResourceUrl('https://api.example.com', 'abc')).toBe(
      'https://api.example.com/v1/webhooks/subscriptions/abc',
    );
  });

  it('never shows credentials, the query or the fragment of a receiver URL', () => {
    expect(shownUrl('https://user:secret@hooks.example.com:8443/in/x?token=t#f')).toBe(
      'https://hooks.example.com:8443/in/x',
    );
    expect(shownUrl('not a url')).toBe('its receiver');
  });

  it('describes durations in their largest whole unit', () => {
    expect(describeDuration(3_600_000)).toBe('1 hour');
    expect(describeDuration(86_400_000)).toBe('1 day');
    expect(describeDuration(5 * 86_400_000)).toBe('5 days');
    expect(describeDuration(90 * 60_000)).toBe('1 hour');
    expect(describeDuration(1_500)).toBe('1 second');
    expect(describeDuration(20)).toBe('1 second');
  });

  it('writes the failing notice with the last answer, or its absence', () => {
    const base = {
      url: 'https://u:p@hooks.example.com/in?k=v',
      failingForMs: 3_600_000,
      failingSince: new Date('2026-11-25T04:00:00.000Z'),
      lastAttemptAt: new Date('2026-11-25T04:30:00.000Z'),
      autoDisableAfterMs: 5 * 86_400_000,
    };
    const notice = failingNotice({ ...base, lastStatus: 503 });
    expect(notice.title).toBe('Webhook deliveries are failing');
    expect(notice.body).toBe(
      'Every delivery to https://hooks.example.com/in has failed for 1 hour (since ' +
        '2026-11-25T04:00:00.000Z; last attempt 2026-11-25T04:30:00.000Z, HTTP 503). Deliveries ' +
        'are retried; after 5 days without a success the subscription is disabled.',
    );
    expect(failingNotice({ ...base, lastStatus: null }).body).toContain(', no answer)');
    expect(notice.body).not.toContain('u:p');
  });

  it('writes the disabled notice for each automatic reason', () => {
    const base = {
      url: 'https://hooks.example.com/in',
      disabledAt: new Date('2026-11-30T04:00:00.000Z'),
      autoDisableAfterMs: 5 * 86_400_000,
    };
    expect(disabledNotice({ ...base, reason: 'receiver_gone' })).toEqual({
      title: 'Webhook subscription disabled',
      body:
        'The subscription was disabled at 2026-11-30T04:00:00.000Z: https://hooks.example.com/in ' +
        'answered 410 Gone. Its deliveries are kept; enabling it again replays them.',
    });
    expect(disabledNotice({ ...base, reason: 'failing' }).body).toContain(
      'every delivery to https://hooks.example.com/in failed for 5 days.',
    );
  });
});
