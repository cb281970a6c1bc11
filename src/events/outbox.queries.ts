import { command } from '../database/sql-statement';

/** Hand-written SQL over the outbox (sql-statement.ts); the relay's is in webhooks/delivery/store. */

export const INSERT_OUTBOX_EVENT = command<
  [id: string, teamId: string, type: string, dataJson: string]
>({
  name: 'insert_outbox_event',
  text: 'INSERT INTO outbox_events (id, team_id, type, data) VALUES ($1, $2, $3, $4)',
});
