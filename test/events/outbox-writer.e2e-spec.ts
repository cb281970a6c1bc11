import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { OutboxService } from '../../src/events/outbox.service';
import { createApiToken, scopes } from '../factories/identity.factory';
import { OutboundHarness } from '../webhooks/support/outbound-harness';
import { untilListed } from './support/events-pages';

const AGENT = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';
const EVENT_ID = /^evt_[0-9a-f]{32}$/;

interface OutboxRow {
  id: string;
  team_id: string;
  type: string;
  data: unknown;
  xid: string;
  seq: string;
  created_at: Date;
  relayed_at: Date | null;
  trace_context: unknown;
}

/**
 * `record_outbox_event` is the one writer of outbox rows (platform.md, Events (outbound)): the
 * outbox service calls it, and statements that write an event inside a larger change call it in
 * their CTE. A row it writes from plain SQL is the row the service writes, listed by the events
 * API and delivered like any other; one written already relayed is never fanned out.
 */
describe('record_outbox_event, the one writer of outbox rows', () => {
  const h = new OutboundHarness();
  let auth: Record<string, string>;
  beforeAll(async () => {
    await h.start();
    const token = await createApiToken(h.app, h.caller.member, scopes('ai_agents:read'));
    auth = { Authorization: `Bearer ${token}` };
  });
  afterAll(() => h.stop());

  /** Runs `write` in a transaction; returns the event id and that transaction's id. */
  async function inTransaction(write: (manager: EntityManager) => Promise<string>) {
    return h.app.dataSource.transaction(async (manager) => {
      const id = await write(manager);
      const [{ xid }] = await manager.query<Array<{ xid: string }>>(
        'SELECT pg_current_xact_id()::text AS xid',
      );
      return { id, xid };
    });
  }

  const fromSql = (relayedAt: 'now()' | 'NULL') =>
    inTransaction(async (manager) => {
      const [{ id }] = await manager.query<Array<{ id: string }>>(
        `SELECT record_outbox_event($1, $2, $3::jsonb, ${relayedAt}) AS id`,
        [h.caller.member.teamId, 'agent.archived', JSON.stringify({ agentId: AGENT })],
      );
      return id;
    });

  it('writes from SQL the row the outbox service writes, listed and delivered like it', async () => {
    const teamId = h.caller.member.teamId;
    const sub = await h.subscribe({ eventTypes: ['agent.archived'] });
    // Written first: had the relay fanned it out, it would be delivered before the others.
    const direct = await fromSql('now()');
    const viaService = await inTransaction((manager) =>
      h.app.get(OutboxService).record(manager, teamId, 'agent.archived', { agentId: AGENT }),
    );
    const viaSql = await fromSql('NULL');

    const rows = await h.app.dataSource.query<OutboxRow[]>(
      'SELECT * FROM outbox_events WHERE id = ANY($1) ORDER BY seq',
      [[direct.id, viaService.id, viaSql.id]],
    );
    expect(rows.map((row) => row.id)).toEqual([direct.id, viaService.id, viaSql.id]);
    for (const [row, written] of rows.map(
      (row, i) => [row, [direct, viaService, viaSql][i]] as const,
    )) {
      expect(Object.keys(row).sort()).toEqual([
        'created_at',
        'data',
        'id',
        'relayed_at',
        'seq',
        'team_id',
        'trace_context',
        'type',
        'xid',
      ]);
      // No trace context while tracing is off (these tests never start it).
      expect(row).toMatchObject({
        team_id: teamId,
        type: 'agent.archived',
        data: { agentId: AGENT },
        trace_context: null,
      });
      expect(row.id).toMatch(EVENT_ID);
      // The ordering fields the events API pages by: the writing transaction, then insertion.
      expect(row.xid).toBe(written.xid);
    }
    expect(rows[0].relayed_at).toBeInstanceOf(Date);

    const deliveries = await h.settled(sub.subscriptionId, 2);
    expect(deliveries.map((delivery) => delivery.eventId).sort()).toEqual(
      [viaService.id, viaSql.id].sort(),
    );
    const bodies = h.requestsTo(sub.path).map((req) => JSON.parse(req.rawBody.toString('utf8')));
    expect(bodies.map((body: { id: string }) => body.id).sort()).toEqual(
      [viaService.id, viaSql.id].sort(),
    );

    await untilListed(h.app, auth, [direct.id, viaService.id, viaSql.id]);
    const envelopes = await Promise.all(
      [viaService.id, viaSql.id].map(async (id) =>
        request(h.app.http)
          .get(`/v1/events/${id}`)
          .set(auth)
          .expect(200)
          .then((res) => res.body),
      ),
    );
    for (const envelope of envelopes)
      expect(envelope).toEqual({
        id: expect.stringMatching(EVENT_ID),
        type: 'agent.archived',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        teamId,
        data: { agentId: AGENT },
      });
  });
});
