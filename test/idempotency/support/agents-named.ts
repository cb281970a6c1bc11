import { outboxEvents } from '../../factories/agents.factory';
import type { TestApp } from '../../support/test-app';

/** How many of the team's agents bear `name` (a keyed create must leave exactly one). */
export async function agentsNamed(app: TestApp, teamId: string, name: string): Promise<number> {
  const rows = await app.dataSource.query<unknown[]>(
    'SELECT 1 FROM agents WHERE team_id = $1 AND name = $2',
    [teamId, name],
  );
  return rows.length;
}

/** How many `agent.created` events of the team name `name`. */
export async function createdEventsNamed(
  app: TestApp,
  teamId: string,
  name: string,
): Promise<number> {
  const events = await outboxEvents(app, teamId, 'agent.created');
  return events.filter((event) => (event.data as { name?: string }).name === name).length;
}
