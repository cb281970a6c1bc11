import { Pool, PoolClient } from 'pg';
import { createApiToken, createTeamOwner, scopes, TestMember } from '../factories/identity.factory';
import { noteSyntheticEvents } from '../support/event-schema-check';
import {
  createWebhookTestApp,
  eventually,
  WebhookTestApp,
} from '../webhooks/support/webhook-test-app';
import { eventPage } from './support/events-pages';

const DATA = JSON.stringify({ agentId: '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59' });

/**
 * Events commit out of order across transactions; a client paging forward while writers are
 * busy must never skip one that commits later with an earlier position (docs/events.md, "No
 * gaps under concurrency").
 */
describe('events API under concurrent writers', () => {
  let app: WebhookTestApp;
  let writers: Pool;
  let owner: TestMember;
  let auth: Record<string, string>;

  beforeAll(async () => {
    // The pager polls for as long as another test file holds the server's horizon back: the
    // token's budget (600 a minute) must not run out meanwhile.
    app = await createWebhookTestApp({ RATE_LIMIT_OVERRIDES: 'api=1000000' });
    // Writers on connections of their own: the app's pool stays free for the pager's requests.
    writers = new Pool({ connectionString: app.env.DATABASE_URL, max: 12 });
    owner = await createTeamOwner(app);
    auth = {
      Authorization: `Bearer ${await createApiToken(app, owner, scopes('ai_agents:read'))}`,
    };
  });

  afterAll(async () => {
    await writers.end();
    await app.close();
  });

  /** Writes one event through the app's one writer of outbox rows. */
  async function insert(client: Pool | PoolClient): Promise<string> {
    const { rows } = await client.query<{ id: string }>(
      `SELECT record_outbox_event($1, 'agent.archived', $2) AS id`,
      [owner.teamId, DATA],
    );
    noteSyntheticEvents([rows[0].id]);
    return rows[0].id;
  }

  async function openTransaction(): Promise<{ id: string; commit(): Promise<void> }> {
    const client = await writers.connect();
    await client.query('BEGIN');
    const id = await insert(client);
    return {
      id,
      commit: async () => {
        await client.query('COMMIT');
        client.release();
      },
    };
  }

  /** Pages oldest first from `cursor` until the last page; the events and where it ended. */
  async function drain(cursor: string | undefined) {
    const ids: string[] = [];
    for (;;) {
      const page = await eventPage(app, auth, {
        order: 'asc',
        limit: 7,
        ...(cursor ? { cursor } : {}),
      });
      ids.push(...page.data.map((event) => event.id));
      cursor = page.pagination.cursor ?? cursor;
      if (!page.pagination.hasMore) return { ids, cursor };
    }
  }

  it('holds back what follows a transaction still open, then serves it in place', async () => {
    const first = await insert(writers);
    // Served once every transaction on the server that began before it has finished, another test
    // file's among them (as untilListed waits).
    const start = await eventually(
      async () => {
        const drained = await drain(undefined);
        return drained.ids.includes(first) ? drained : undefined;
      },
      20_000,
      'the first event to be served',
    );

    const early = await openTransaction(); // writes first, commits last
    const late = await insert(writers); // commits at once, after `early` began writing
    const whileOpen = await drain(start.cursor);
    expect(whileOpen.ids).not.toContain(late);
    expect(whileOpen.ids).not.toContain(early.id);

    await early.commit();
    // Other transactions on the server may hold the horizon a moment longer: poll.
    const afterCommit = await eventually(
      async () => {
        const drained = await drain(whileOpen.cursor);
        return drained.ids.length >= 2 ? drained : undefined;
      },
      20_000,
      'both events to be served',
    );
    expect(afterCommit.ids).toEqual([early.id, late]);
  }, 60_000);

  it('a forward pager running beside many writers, some held open, misses and repeats nothing', async () => {
    const written: string[] = [];
    const seen: string[] = [];
    let writing = true;

    const pager = (async () => {
      let cursor: string | undefined = (await drain(undefined)).cursor;
      while (writing) {
        const drained = await drain(cursor);
        seen.push(...drained.ids);
        cursor = drained.cursor;
      }
      return cursor;
    })();

    const held = await Promise.all([openTransaction(), openTransaction()]);
    written.push(...held.map((transaction) => transaction.id));
    await Promise.all(
      Array.from({ length: 24 }, async (_unused, index) => {
        const client = await writers.connect();
        try {
          await client.query('BEGIN');
          written.push(await insert(client));
          // Commit after a random pause, so commits land out of the order of the writes.
          await client.query('SELECT pg_sleep($1)', [(index % 5) * 0.03]);
          written.push(await insert(client));
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      }),
    );
    for (const transaction of held) await transaction.commit();
    writing = false;
    let cursor = await pager;

    await eventually(
      async () => {
        const drained = await drain(cursor);
        seen.push(...drained.ids);
        cursor = drained.cursor;
        return seen.length >= written.length;
      },
      20_000,
      'every written event to be served',
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...written].sort());
  });
});
