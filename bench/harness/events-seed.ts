import { Client } from 'pg';

/**
 * 100,000 events in the team, written in one statement (as many transactions would leave them:
 * relayed, every type of the three families, spread over the last 30 days), for the events row.
 */
export async function seedEvents(databaseUrl: string, teamId: string, count = 100_000) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO outbox_events (id, team_id, type, data, created_at, relayed_at)
       SELECT outbox_event_id_at(now() - make_interval(secs => ($2 - n) * 25.92)), $1,
              (ARRAY['agent.updated', 'agent.version.created', 'notification.read',
                     'webhook.inbound.received'])[1 + n % 4],
              jsonb_build_object('agentId', gen_random_uuid(), 'changes', jsonb_build_array('name'),
                                 'versionNumber', n, 'state', 'draft'),
              now() - make_interval(secs => ($2 - n) * 25.92),
              now()
         FROM generate_series(1, $2) AS n`,
      [teamId, count],
    );
    await db.query('ANALYZE outbox_events');
  } finally {
    await db.end();
  }
}
