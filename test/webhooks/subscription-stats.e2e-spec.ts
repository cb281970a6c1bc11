import request from 'supertest';
import { SUBSCRIPTION_STATS } from '../../src/webhooks/delivery/store/delivery-stats.queries';
import { createCaller } from '../factories/identity.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { errorCode } from '../support/error-code';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import { eventually } from './support/webhook-test-app';

interface StatsWindow {
  attempts: number;
  successes: number;
  failures: Record<'3xx' | '4xx' | '5xx' | 'network', number>;
  latencyMs: { p50: number | null; p95: number | null };
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
}

describe('subscription stats and delivery metrics', () => {
  const TIMEOUT_MS = 400;
  const h = new OutboundHarness({
    // One attempt per event, so each event is one answer of the receiver's script.
    WEBHOOK_RETRY_SCHEDULE_MS: '0',
    WEBHOOK_DELIVERY_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_METRICS_SUBSCRIPTION_LABELS: '1',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const statsOf = async (subscriptionId: string) =>
    (
      await request(h.app.http)
        .get(`${SUBSCRIPTIONS}/${subscriptionId}/stats`)
        .set(h.caller.auth)
        .expect(200)
    ).body as { subscriptionId: string; lastHour: StatsWindow; lastDay: StatsWindow };

  it('counts attempts by status class with latency and the last success and failure, per window; the metrics carry the same', async () => {
    const sub = await h.subscribe();
    const script: Array<{ status: number; delayMs?: number }> = [
      { status: 200 },
      { status: 204 },
      { status: 404 },
      { status: 500 },
      { status: 302 },
      // No answer within the timeout: a network failure.
      { status: 200, delayMs: TIMEOUT_MS * 5 },
    ];
    for (const [index, reply] of script.entries()) {
      h.receiver.respondWith((req) => (req.path === sub.path ? reply : { status: 200 }));
      await commitEvents(h.app, h.caller.member.teamId, 1);
      await eventually(
        async () => {
          const deliveries = await h.deliveriesOf(sub.subscriptionId);
          return (
            deliveries.length === index + 1 && deliveries.every((d) => d.attempts.length === 1)
          );
        },
        10_000,
        `attempt ${index + 1} recorded`,
      );
    }
    const delivered = await h.deliveriesOf(sub.subscriptionId);
    // How long each attempt took, as recorded (a busy machine may take long even to answer at once).
    const latencies = delivered
      .flatMap((d) => d.attempts.map((a) => a.latencyMs))
      .sort((a, b) => a - b);
    // An attempt from two hours ago counts for the day only; one from two days ago for neither.
    const oldest = delivered.at(-1);
    await h.app.dataSource.query(
      `INSERT INTO webhook_delivery_attempts
         (delivery_id, delivery_created_at, subscription_id, attempt_number, correlation_id,
          started_at, duration_ms, response_status, succeeded)
       SELECT d.id, d.created_at, $2::uuid, n, gen_random_uuid(), now() - ago, 30, code, ok
         FROM webhook_deliveries d,
              (VALUES (90, interval '2 hours', 503, false), (91, interval '2 days', 200, true))
                AS t(n, ago, code, ok)
        WHERE d.id = $1`,
      [oldest?.deliveryId, sub.subscriptionId],
    );

    const stats = await statsOf(sub.subscriptionId);
    expect(stats.subscriptionId).toBe(sub.subscriptionId);
    expect(stats.lastHour).toMatchObject({
      attempts: 6,
      successes: 2,
      failures: { '3xx': 1, '4xx': 1, '5xx': 1, network: 1 },
      lastSuccessAt: expect.any(String),
      lastFailureAt: expect.any(String),
    });
    expect(stats.lastDay).toMatchObject({
      attempts: 7,
      successes: 2,
      failures: { '3xx': 1, '4xx': 1, '5xx': 2, network: 1 },
      lastSuccessAt: stats.lastHour.lastSuccessAt,
      lastFailureAt: stats.lastHour.lastFailureAt,
    });
    // Five quick local answers and one timeout: the median is the middle two's mean, whatever the
    // timeout took; the 95th percentile, interpolated (percentile_cont) three quarters of the way
    // from the 5th to the 6th, is near the timeout. Both are whole milliseconds.
    const { p50, p95 } = stats.lastHour.latencyMs;
    expect(latencies).toHaveLength(6);
    const [, , third, fourth, fifth, sixth] = latencies;
    expect(Math.abs(p50! - (third + fourth) / 2)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(p95! - (fifth + 0.75 * (sixth - fifth)))).toBeLessThanOrEqual(0.5);
    expect(p95).toBeGreaterThanOrEqual(TIMEOUT_MS * 0.7);
    expect(p95).toBeLessThan(TIMEOUT_MS * 5);
    // The timeout was the last attempt, after the successes.
    expect(Date.parse(stats.lastHour.lastFailureAt ?? '')).toBeGreaterThan(
      Date.parse(stats.lastHour.lastSuccessAt ?? ''),
    );

    const metrics = (await request(h.app.http).get('/metrics').expect(200)).text;
    const series = (name: string, labels: string) =>
      Number(new RegExp(`^${name}\\{${labels}\\} (\\d+)$`, 'm').exec(metrics)?.[1]);
    const mine = `subscription="${sub.subscriptionId}"`;
    expect(series('webhook_delivery_attempts_total', `${mine},status_class="2xx"`)).toBe(2);
    for (const statusClass of ['3xx', '4xx', '5xx', 'network'])
      expect(
        series('webhook_delivery_attempts_total', `${mine},status_class="${statusClass}"`),
      ).toBe(1);
    expect(series('webhook_delivery_attempt_duration_seconds_count', mine)).toBe(6);
    expect(series('webhook_delivery_attempt_duration_seconds_bucket', `le="0.25",${mine}`)).toBe(
      latencies.filter((ms) => ms <= 250).length,
    );
    // Publish → first attempt and → success, over every delivery of this app (no labels).
    const total = (name: string) =>
      Number(new RegExp(`^${name}_count (\\d+)$`, 'm').exec(metrics)?.[1]);
    expect(total('webhook_event_to_first_attempt_seconds')).toBeGreaterThanOrEqual(1);
    expect(total('webhook_event_to_success_seconds')).toBeGreaterThanOrEqual(2);

    // WEBHOOK_METRICS_SUBSCRIPTION_LABELS=1: a second subscription is counted under "other".
    h.receiver.respondWith(() => ({ status: 200 }));
    const second = await h.subscribe();
    await commitEvents(h.app, h.caller.member.teamId, 1);
    await h.settled(second.subscriptionId, 1);
    const after = (await request(h.app.http).get('/metrics').expect(200)).text;
    expect(after).toMatch(
      /^webhook_delivery_attempts_total\{subscription="other",status_class="2xx"\} 1$/m,
    );
    expect(after).not.toContain(second.subscriptionId);
    expect((await statsOf(second.subscriptionId)).lastHour).toMatchObject({
      attempts: 1,
      successes: 1,
    });
  }, 60_000);

  it('an empty window has zero counts and null latency and times', async () => {
    const sub = await h.subscribe();
    const empty = {
      attempts: 0,
      successes: 0,
      failures: { '3xx': 0, '4xx': 0, '5xx': 0, network: 0 },
      latencyMs: { p50: null, p95: null },
      lastSuccessAt: null,
      lastFailureAt: null,
    };
    expect(await statsOf(sub.subscriptionId)).toEqual({
      subscriptionId: sub.subscriptionId,
      lastHour: empty,
      lastDay: empty,
    });
  });

  it('404 for another team’s subscription, an unknown id and a malformed one; 403 without webhooks:read', async () => {
    const sub = await h.subscribe();
    const outsider = await createCaller(h.app, 'webhooks:read');
    const get = (id: string, auth = h.caller.auth) =>
      request(h.app.http).get(`${SUBSCRIPTIONS}/${id}/stats`).set(auth);
    expect(await errorCode(get(sub.subscriptionId, outsider.auth), 404)).toBe(
      'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
    );
    expect(await errorCode(get('00000000-0000-4000-8000-000000000000'), 404)).toBe(
      'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
    );
    expect(await errorCode(get('not-a-uuid'), 404)).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
    const writer = await createCaller(h.app, 'webhooks:write');
    expect(await errorCode(get(sub.subscriptionId, writer.auth), 403)).toBe('INSUFFICIENT_SCOPE');
  });

  it('reads one index range per window (webhook_delivery_attempts_stats)', async () => {
    const plan = await h.app.dataSource.transaction(async (manager) => {
      // A test database is too small for the planner to prefer an index on its own.
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows = await manager.query<Array<{ 'QUERY PLAN': string }>>(
        `EXPLAIN ${SUBSCRIPTION_STATS.text}`,
        ['00000000-0000-4000-8000-000000000000'],
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('webhook_delivery_attempts_stats');
    expect(plan).toMatch(/Index Cond: \(\(subscription_id = .*\) AND \(started_at >= /);
  });
});
