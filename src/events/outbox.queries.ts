import { expr, select } from '../database/selection';

/**
 * The outbox's one writer: the `record_outbox_event` function (migration RecordOutboxEvent) makes
 * the event id and the row; its ordering fields (`xid`, `seq`) are the column defaults. A
 * statement that writes an event inside a larger change calls the same function in its CTE.
 */
const RECORDED = select({
  id: expr<string>('record_outbox_event($1::uuid, $2::varchar, $3::jsonb)'),
});

export const RECORD_OUTBOX_EVENT = RECORDED.statement<
  [teamId: string, type: string, dataJson: string]
>({
  name: 'record_outbox_event',
  text: `SELECT ${RECORDED.sql}`,
});
