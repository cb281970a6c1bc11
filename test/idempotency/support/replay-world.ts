import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import request from 'supertest';
import { createApiToken, createTeamOwner, scopes } from '../../factories/identity.factory';
import { NOTIFICATION_TEST_ENV } from '../../factories/notifications.factory';
import { scratchDir } from '../../factories/media.factory';
import type { Reply } from '../../webhooks/support/test-receiver';
import { TestReceiver } from '../../webhooks/support/test-receiver';
import {
  createWebhookTestApp,
  eventually,
  WebhookTestApp,
} from '../../webhooks/support/webhook-test-app';

export type Auth = { Authorization: string };

/** Every scope entity a keyed POST needs, with every action. */
const ALL_SCOPES = scopes(
  ...['ai_agents', 'webhooks', 'media', 'knowledge', 'visual_pages', 'notifications'].flatMap(
    (entity) => [`${entity}:read`, `${entity}:write`, `${entity}:delete`],
  ),
);

/** What a case builds its operation's prerequisites with: a team of its own, on a shared app. */
export interface CaseWorld {
  app: WebhookTestApp;
  teamId: string;
  userId: string;
  /** The owner's API token with every scope. */
  auth: Auth;
  /** The owner's session: the only credential of /v1/api-tokens. */
  session: Auth;
  /** A receiver URL of its own (on the shared test receiver), answering as `reply` says. */
  hook(reply?: (request: { rawBody: Buffer }) => Reply): { url: string; path: string };
  /** Requests the receiver got on these paths. */
  requestsTo(...paths: string[]): number;
  /** Files in the app's media storage. */
  storedFiles(): number;
  /** An unkeyed POST that must succeed (status < 300): how a case builds what it needs. */
  post(path: string, body?: object): Promise<Record<string, unknown>>;
  /** Waits for the team's events to be relayed and its deliveries to end (ReplayWorld.settle). */
  settle(): Promise<void>;
}

/**
 * One webhook test app (its own database, so its delivery workers see only these teams) with
 * private targets allowed, the notification settings, its own media directory and one receiver.
 */
export class ReplayWorld {
  app!: WebhookTestApp;
  receiver!: TestReceiver;
  private mediaDir = '';
  private readonly replies = new Map<string, (request: { rawBody: Buffer }) => Reply>();

  async start(): Promise<void> {
    this.mediaDir = scratchDir('replay-media');
    this.app = await createWebhookTestApp({
      ...NOTIFICATION_TEST_ENV,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // One attempt a round: each call out is one request, and a failing delivery (or a
      // challenge answered without its echo) ends at once.
      WEBHOOK_RETRY_SCHEDULE_MS: '0',
      // The lost-job sweep (FAST_WEBHOOK_ENV: after 1 s) is kept out of the way: a call out must
      // come from the job its request queued, once that request committed.
      WEBHOOK_RECOVERY_AFTER_MS: '60000',
      MEDIA_STORAGE_DIR: this.mediaDir,
    });
    this.receiver = await TestReceiver.start(
      (received) => this.replies.get(received.path)?.(received) ?? { status: 200, body: 'ok' },
    );
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.receiver?.close();
  }

  async newCase(): Promise<CaseWorld> {
    const { app, receiver } = this;
    const owner = await createTeamOwner(app);
    const auth = { Authorization: `Bearer ${await createApiToken(app, owner, ALL_SCOPES)}` };
    return {
      app,
      teamId: owner.teamId,
      userId: owner.userId,
      auth,
      session: { Authorization: `Bearer ${owner.sessionToken}` },
      hook: (reply) => {
        const path = `/hook-${randomBytes(6).toString('hex')}`;
        if (reply) this.replies.set(path, reply);
        return { url: `${receiver.url}${path}`, path };
      },
      requestsTo: (...paths) => receiver.requests.filter((req) => paths.includes(req.path)).length,
      storedFiles: () =>
        readdirSync(this.mediaDir, { recursive: true, withFileTypes: true }).filter((entry) =>
          entry.isFile(),
        ).length,
      post: async (path, body) => {
        const res = await request(app.http).post(path).set(auth).send(body);
        if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
        return res.body as Record<string, unknown>;
      },
      settle: () => this.settle(owner.teamId),
    };
  }

  /**
   * Waits until the team's asynchronous work is done: its events relayed, no delivery due, and
   * (when `outside` counts calls out) that count still for a while, so that a call a replay
   * wrongly caused would be seen.
   */
  async settle(teamId: string, outside?: () => number): Promise<void> {
    await eventually(
      async () => {
        const [row] = await this.app.dataSource.query<{ busy: number }[]>(
          `SELECT (SELECT count(*) FROM outbox_events WHERE team_id = $1 AND relayed_at IS NULL)
                + (SELECT count(*) FROM webhook_deliveries WHERE team_id = $1 AND status = 'pending')
                  AS busy`,
          [teamId],
        );
        return Number(row.busy) === 0;
      },
      10_000,
      `the events of team ${teamId} relayed and delivered`,
    );
    if (!outside) return;
    let seen = outside();
    let stillSince = Date.now();
    await eventually(
      () => {
        const now = outside();
        if (now !== seen) [seen, stillSince] = [now, Date.now()];
        return Date.now() - stillSince >= 400;
      },
      10_000,
      'calls out to stop',
    );
  }
}
