import { planIndexNames } from '../support/plan-index-names';
import request from 'supertest';
import { NotificationLinkTokensService } from '../../src/notifications/notification-link-tokens.service';
import { UnsubscribeTokensService } from '../../src/unsubscribe/unsubscribe-tokens.service';
import { FailingWarningsService } from '../../src/webhooks/delivery/warnings/failing-warnings.service';
import { CLAIM_FAILING_WARNINGS } from '../../src/webhooks/delivery/warnings/failing-warnings.queries';
import { SUBSCRIPTION_WARNINGS_CATEGORY } from '../../src/webhooks/delivery/warnings/subscription-warnings';
import {
  addTeamMember,
  createApiToken,
  createCaller,
  scopes,
  TestMember,
} from '../factories/identity.factory';
import { commitEvents, insertSubscriptionRow } from '../factories/webhooks.factory';
import { eventPage, untilListed } from '../events/support/events-pages';
import { SUBSCRIPTIONS } from './support/outbound-harness';
import { TestReceiver } from './support/test-receiver';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

const BASE = 'https://api.example.test';
const HEALTH_TYPES = [
  'webhook.subscription.failing',
  'webhook.subscription.recovered',
  'webhook.subscription.disabled',
];

interface HealthEvent {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

interface NotificationRow {
  id: string;
  user_id: string;
  category: string;
  title: string;
  body: string;
  resource_url: string;
}

/**
 * `webhook.subscription.failing` at each threshold of a failure streak, `recovered` at
 * its first success, never sent to the subscription they describe, and a notice to its creator
 * for failing and disabled. The clock is the configuration: thresholds of 1 s and 3 s,
 * auto-disable after 5 s, and a retry a minute after the first attempt, so no attempt happens
 * at a threshold: only the check loop can see it pass. The thresholds are 2 s apart so that a
 * check (every 100 ms) falls between them even where the machine stalls for a second.
 */
const FIRST_MS = 1000;
const SECOND_MS = 3000;
const DISABLE_MS = 5000;

describe('failing and recovered warnings', () => {
  let app: WebhookTestApp;
  let receiver: TestReceiver;
  const failingPaths = new Set<string>();

  beforeAll(async () => {
    app = await createWebhookTestApp({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE_MS: '0,60000',
      WEBHOOK_FAILING_WARNINGS_AFTER_MS: `${FIRST_MS},${SECOND_MS}`,
      WEBHOOK_AUTO_DISABLE_AFTER_MS: String(DISABLE_MS),
      PUBLIC_BASE_URL: BASE,
    });
    receiver = await TestReceiver.start((req) =>
      failingPaths.has(req.path) ? { status: 500, body: 'down' } : { status: 200, body: 'ok' },
    );
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  const newPath = () => `/hook-${Math.random().toString(36).slice(2)}`;

  async function subscribe(auth: Record<string, string>, path = newPath()) {
    const res = await request(app.http)
      .post(SUBSCRIPTIONS)
      .set(auth)
      .send({ url: `${receiver.url}${path}` })
      .expect(201);
    return { subscriptionId: res.body.subscriptionId as string, path };
  }

  const bodiesTo = (path: string) =>
    receiver.requests
      .filter((req) => req.path === path)
      .map((req) => JSON.parse(req.rawBody.toString()) as HealthEvent);

  async function healthEvents(subscriptionId: string, type: string): Promise<HealthEvent[]> {
    const rows: Array<{ id: string; created_at: Date; data: Record<string, unknown> }> =
      await app.dataSource.query(
        `SELECT id, created_at, data FROM outbox_events
          WHERE type = $1 AND data->>'subscriptionId' = $2 ORDER BY seq`,
        [type, subscriptionId],
      );
    return rows.map((row) => ({
      id: row.id,
      type,
      createdAt: row.created_at.toISOString(),
      data: row.data,
    }));
  }

  const untilHealthEvents = (subscriptionId: string, type: string, count: number) =>
    eventually(
      async () => {
        const events = await healthEvents(subscriptionId, type);
        return events.length >= count ? events : undefined;
      },
      10_000,
      `${count} ${type} events`,
    );

  const notificationsOf = (member: Pick<TestMember, 'teamId' | 'userId'>) =>
    app.dataSource.query<NotificationRow[]>(
      `SELECT id, user_id, category, title, body, resource_url FROM notifications
        WHERE team_id = $1 AND user_id = $2 ORDER BY created_at`,
      [member.teamId, member.userId],
    );

  const notificationsInTeam = (teamId: string) =>
    app.dataSource.query<Array<{ user_id: string }>>(
      'SELECT user_id FROM notifications WHERE team_id = $1 ORDER BY created_at',
      [teamId],
    );

  async function deliveredTypes(auth: Record<string, string>, subscriptionId: string) {
    const res = await request(app.http)
      .get(`${SUBSCRIPTIONS}/${subscriptionId}/deliveries`)
      .set(auth)
      .expect(200);
    return (res.body.data as Array<{ eventType: string }>).map((d) => d.eventType);
  }

  const millisBetween = (from: unknown, to: unknown) =>
    Date.parse(String(to)) - Date.parse(String(from));

  it('warns at each threshold though no attempt falls on it, never tells the failing subscription, then recovers', async () => {
    const { member: owner, auth } = await createCaller(app, 'webhooks:read', 'webhooks:write');
    const failing = await subscribe(auth);
    const watcher = await subscribe(auth);
    failingPaths.add(failing.path);

    await commitEvents(app, owner.teamId);
    const [first, second] = await untilHealthEvents(
      failing.subscriptionId,
      'webhook.subscription.failing',
      2,
    );
    const failingSince = first.data.failingSince;
    expect(first.data).toEqual({
      subscriptionId: failing.subscriptionId,
      url: `${receiver.url}${failing.path}`,
      failingSince: expect.any(String),
      lastAttemptAt: expect.any(String),
      lastStatus: 500,
    });
    expect(second.data).toEqual(first.data);
    // The first attempt failed; its retry is a minute away: the thresholds passed without one.
    expect(bodiesTo(failing.path)).toHaveLength(1);
    // One attempt so far: the streak began with the attempt the warning names.
    expect(first.data.lastAttemptAt).toBe(first.data.failingSince);
    expect(millisBetween(failingSince, first.createdAt)).toBeGreaterThanOrEqual(FIRST_MS);
    expect(millisBetween(failingSince, first.createdAt)).toBeLessThan(SECOND_MS);
    expect(millisBetween(failingSince, second.createdAt)).toBeGreaterThanOrEqual(SECOND_MS);

    // Delivered to the team's other subscription, listed by the events API.
    const warned = await eventually(() => {
      const bodies = bodiesTo(watcher.path).filter(
        (body) => body.type === 'webhook.subscription.failing',
      );
      return bodies.length === 2 ? bodies : undefined;
    });
    expect(warned.map((body) => body.id)).toEqual([first.id, second.id]);
    expect(warned[0].data).toEqual(first.data);
    await untilListed(app, auth, [first.id, second.id]);
    const listed = await eventPage(app, auth, { type: 'webhook.subscription.*', order: 'asc' });
    expect(listed.data.map((event) => event.id)).toEqual([first.id, second.id]);

    // The creator's notices: one per warning, a normal notification its open link marks read.
    const notices = await notificationsOf(owner);
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice).toMatchObject({
        category: SUBSCRIPTION_WARNINGS_CATEGORY,
        title: 'Webhook deliveries are failing',
        resource_url: `${BASE}/v1/webhooks/subscriptions/${failing.subscriptionId}`,
      });
      expect(notice.body).toContain(`${receiver.url}${failing.path}`);
      expect(notice.body).toContain('HTTP 500');
    }
    expect(notices[0].body).toContain('has failed for 1 second');
    expect(notices[1].body).toContain('has failed for 3 seconds');
    const token = await app
      .get(NotificationLinkTokensService)
      .mint({ notificationId: notices[0].id, teamId: owner.teamId });
    const opened = await request(app.http)
      .get(`/public/notifications/${notices[0].id}/open`)
      .query({ token })
      .expect(302);
    expect(opened.headers.location).toBe(notices[0].resource_url);
    const [read] = await app.dataSource.query('SELECT read_via FROM notifications WHERE id = $1', [
      notices[0].id,
    ]);
    expect(read.read_via).toBe('open');

    // The receiver comes back: the next delivery's success ends the streak with `recovered`.
    failingPaths.delete(failing.path);
    await commitEvents(app, owner.teamId);
    const [recovered] = await untilHealthEvents(
      failing.subscriptionId,
      'webhook.subscription.recovered',
      1,
    );
    expect(recovered.data).toEqual({
      subscriptionId: failing.subscriptionId,
      url: `${receiver.url}${failing.path}`,
      failingSince,
      recoveredAt: expect.any(String),
    });
    expect(millisBetween(second.createdAt, recovered.data.recoveredAt)).toBeGreaterThan(0);
    await eventually(() =>
      bodiesTo(watcher.path).some((body) => body.id === recovered.id) ? true : undefined,
    );
    expect(await notificationsOf(owner)).toHaveLength(2);

    // None of it went to the subscription it describes.
    const ownTypes = [
      ...bodiesTo(failing.path).map((body) => body.type),
      ...(await deliveredTypes(auth, failing.subscriptionId)),
    ];
    expect(ownTypes.filter((type) => HEALTH_TYPES.includes(type))).toEqual([]);

    // A new streak warns again from its first threshold.
    failingPaths.add(failing.path);
    await commitEvents(app, owner.teamId);
    const again = await untilHealthEvents(
      failing.subscriptionId,
      'webhook.subscription.failing',
      3,
    );
    expect(millisBetween(failingSince, again[2].data.failingSince)).toBeGreaterThan(0);
    failingPaths.delete(failing.path);
  }, 30_000);

  it('failing, then disabled: both told to the other subscriptions and to the creator', async () => {
    const { member: owner, auth } = await createCaller(app, 'webhooks:read', 'webhooks:write');
    const failing = await subscribe(auth);
    const watcher = await subscribe(auth);
    failingPaths.add(failing.path);

    await commitEvents(app, owner.teamId);
    const warnings = await untilHealthEvents(
      failing.subscriptionId,
      'webhook.subscription.failing',
      2,
    );
    const since = Date.parse(String(warnings[0].data.failingSince));
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, since + DISABLE_MS + 100 - Date.now())),
    );
    // The next failed attempt after the auto-disable period disables it.
    await commitEvents(app, owner.teamId);
    const [disabled] = await untilHealthEvents(
      failing.subscriptionId,
      'webhook.subscription.disabled',
      1,
    );
    expect(disabled.data).toMatchObject({
      subscriptionId: failing.subscriptionId,
      reason: 'failing',
    });
    await eventually(() =>
      bodiesTo(watcher.path).some((body) => body.id === disabled.id) ? true : undefined,
    );
    expect(
      bodiesTo(watcher.path)
        .map((body) => body.type)
        .filter((type) => HEALTH_TYPES.includes(type)),
    ).toEqual([
      'webhook.subscription.failing',
      'webhook.subscription.failing',
      'webhook.subscription.disabled',
    ]);
    const ownTypes = [
      ...bodiesTo(failing.path).map((body) => body.type),
      ...(await deliveredTypes(auth, failing.subscriptionId)),
    ];
    expect(ownTypes.filter((type) => HEALTH_TYPES.includes(type))).toEqual([]);

    const notices = await notificationsOf(owner);
    expect(notices.map((notice) => notice.title)).toEqual([
      'Webhook deliveries are failing',
      'Webhook deliveries are failing',
      'Webhook subscription disabled',
    ]);
    expect(notices[2]).toMatchObject({
      category: SUBSCRIPTION_WARNINGS_CATEGORY,
      resource_url: `${BASE}/v1/webhooks/subscriptions/${failing.subscriptionId}`,
    });
    expect(notices[2].body).toContain('every delivery to');
    expect(await healthEvents(failing.subscriptionId, 'webhook.subscription.recovered')).toEqual(
      [],
    );
    failingPaths.delete(failing.path);
  }, 30_000);

  it('records no notice for a member who suppressed the category or everything, or who left', async () => {
    const { member: owner, auth: ownerAuth } = await createCaller(
      app,
      'webhooks:read',
      'webhooks:write',
    );
    const unsubscribe = async (member: TestMember, body?: object) => {
      const token = await app.get(UnsubscribeTokensService).mint({
        teamId: member.teamId,
        userId: member.userId,
        category: SUBSCRIPTION_WARNINGS_CATEGORY,
      });
      await request(app.http).post('/public/unsubscribe').query({ token }).send(body).expect(200);
    };
    const memberAuth = async (member: TestMember) => ({
      Authorization: `Bearer ${await createApiToken(app, member, scopes('webhooks:write'))}`,
    });
    const everything = await addTeamMember(app, owner.teamId);
    const leaver = await addTeamMember(app, owner.teamId);
    await unsubscribe(owner);
    await unsubscribe(everything, { scope: 'all' });

    const subscriptions = [
      await subscribe(ownerAuth),
      await subscribe(await memberAuth(everything)),
      await subscribe(await memberAuth(leaver)),
    ];
    await app.dataSource.query('DELETE FROM memberships WHERE team_id = $1 AND user_id = $2', [
      owner.teamId,
      leaver.userId,
    ]);
    for (const { path } of subscriptions) failingPaths.add(path);
    await commitEvents(app, owner.teamId);
    for (const { subscriptionId } of subscriptions)
      await untilHealthEvents(subscriptionId, 'webhook.subscription.failing', 2);
    expect(await notificationsInTeam(owner.teamId)).toEqual([]);
    for (const { path } of subscriptions) failingPaths.delete(path);
  }, 30_000);

  it('the member whose API token created the subscription is told; nobody for one without a creator', async () => {
    const { member: owner } = await createCaller(app, 'webhooks:read');
    const member = await addTeamMember(app, owner.teamId);
    const memberToken = await createApiToken(app, member, scopes('webhooks:write'));
    const created = await subscribe({ Authorization: `Bearer ${memberToken}` });
    // Written without a creator, as every subscription made before the column existed; its
    // receiver does
    // not answer at all (a refused connection), so lastStatus is null.
    const anonymous = await insertSubscriptionRow(app, owner.teamId, 'http://127.0.0.1:9/none');
    failingPaths.add(created.path);

    await commitEvents(app, owner.teamId);
    await untilHealthEvents(created.subscriptionId, 'webhook.subscription.failing', 1);
    const [unanswered] = await untilHealthEvents(
      anonymous.subscriptionId,
      'webhook.subscription.failing',
      1,
    );
    expect(unanswered.data.lastStatus).toBeNull();
    const notices = await eventually(async () => {
      const rows = await notificationsInTeam(owner.teamId);
      return rows.length > 0 ? rows : undefined;
    });
    expect(notices).toEqual([{ user_id: member.userId }]);
    await untilHealthEvents(anonymous.subscriptionId, 'webhook.subscription.failing', 2);
    await untilHealthEvents(created.subscriptionId, 'webhook.subscription.failing', 2);
    expect(await notificationsInTeam(owner.teamId)).toEqual([
      { user_id: member.userId },
      { user_id: member.userId },
    ]);
    failingPaths.delete(created.path);
  }, 30_000);

  it('checks racing each other warn once; thresholds passed together make one warning', async () => {
    const { member: owner } = await createCaller(app, 'webhooks:read');
    const { subscriptionId } = await insertSubscriptionRow(
      app,
      owner.teamId,
      'http://127.0.0.1:9/x',
    );
    // A streak that passed both thresholds while no check ran (workers down, say).
    await app.dataSource.query(
      `UPDATE webhook_subscriptions SET failing_since = now() - make_interval(secs => $2)
        WHERE id = $1`,
      [subscriptionId, (SECOND_MS + 500) / 1000],
    );
    const checks = app.get(FailingWarningsService);
    await Promise.all(Array.from({ length: 8 }, () => checks.warnDue()));
    const warnings = await untilHealthEvents(subscriptionId, 'webhook.subscription.failing', 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await healthEvents(subscriptionId, 'webhook.subscription.failing')).toHaveLength(1);
    expect(warnings[0].data.lastStatus).toBeNull();
    const [row] = await app.dataSource.query(
      'SELECT failing_warnings_sent FROM webhook_subscriptions WHERE id = $1',
      [subscriptionId],
    );
    expect(row.failing_warnings_sent).toBe(2);
  });

  it('the check reads the subscriptions in a streak through the partial index, never a table scan', async () => {
    const runner = app.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // On tables this small a scan is cheapest; with scans priced out, a statement the indexes
      // cannot serve still shows one.
      await runner.query('SET LOCAL enable_seqscan = off');
      const [{ 'QUERY PLAN': plan }] = await runner.query(
        `EXPLAIN (FORMAT JSON) ${CLAIM_FAILING_WARNINGS.text}`,
        [[1000, 2000], 100],
      );
      const text = JSON.stringify(plan);
      expect(text).not.toContain('"Seq Scan"');
      const names = await planIndexNames(runner, text);
      expect(names).toContain('webhook_subscriptions_failing');
      expect(names).toContain('webhook_delivery_attempts_stats');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
