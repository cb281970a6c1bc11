import type { TestApp } from '../support/test-app';

export interface RecordedEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** The team's outbox events, oldest first, optionally of one type. */
export function outboxEvents(
  app: TestApp,
  teamId: string,
  type?: string,
): Promise<RecordedEvent[]> {
  return app.dataSource.query(
    `SELECT id, type, data FROM outbox_events WHERE team_id = $1 ${type ? 'AND type = $2' : ''}
     ORDER BY created_at, id`,
    type ? [teamId, type] : [teamId],
  );
}
