import { expr, select } from '../database/selection';

/**
 * The outbox's one writer: the `record_outbox_event` function (migrations RecordOutboxEvent,
 * OutboxTraceContext) makes the event id and the row; its ordering fields (`xid`, `seq`) are the
 * column defaults. A statement that writes an event inside a larger change calls the same
 * function in its CTE. The trace context is null while tracing is off.
 */
const RECORDED = select({
  id: expr<string>(
    'record_outbox_event($1::uuid, $2::varchar, $3::jsonb, trace_context => $4::jsonb)',
  ),
});

export const RECORD_OUTBOX_EVENT = RECORDED.statement<
  [teamId: string, type: string, dataJson: string, traceContextJson: string | null]
>({
  name: 'record_outbox_event',
  text: `SELECT ${RECORDED.sql}`,
});
