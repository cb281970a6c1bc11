import { expr, select, type SelectedRow, shapeFrom } from '../../../database/selection';

/** Hand-written SQL of a subscription's delivery stats (selection.ts). */

export type StatsWindow = 'lastHour' | 'lastDay';

/** A failed attempt whose status is in `condition`, counted. */
function failures(condition: string) {
  return expr<number>(`count(*) FILTER (WHERE NOT a.succeeded AND ${condition})::int`);
}

/**
 * Status classes as statusClassOf (delivery-metrics.ts): a failure with no status, or with one
 * below 300 (an answer cut off), is `network`. Latency is over every attempt, failures included
 * (a timeout counts its full duration).
 */
const AGGREGATES = {
  attempts: expr<number>('count(*)::int'),
  successes: expr<number>('count(*) FILTER (WHERE a.succeeded)::int'),
  failures3xx: failures('a.response_status BETWEEN 300 AND 399'),
  failures4xx: failures('a.response_status BETWEEN 400 AND 499'),
  failures5xx: failures('a.response_status >= 500'),
  failuresNetwork: failures('(a.response_status IS NULL OR a.response_status < 300)'),
  latencyP50Ms: expr<number | null>(
    '(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.duration_ms))::int',
  ),
  latencyP95Ms: expr<number | null>(
    '(percentile_cont(0.95) WITHIN GROUP (ORDER BY a.duration_ms))::int',
  ),
  lastSuccessAt: expr<Date | null>('max(a.started_at) FILTER (WHERE a.succeeded)'),
  lastFailureAt: expr<Date | null>('max(a.started_at) FILTER (WHERE NOT a.succeeded)'),
};
const WINDOW_AGGREGATES = select(AGGREGATES);

const STATS_WINDOW = select({
  windowName: expr<StatsWindow>('w.name'),
  // Each aggregate as the lateral subquery `s` returns it.
  ...shapeFrom('s', AGGREGATES),
});
export type StatsWindowRow = SelectedRow<typeof STATS_WINDOW>;

/**
 * One row per window, each aggregated over its own index range of
 * webhook_delivery_attempts_stats (subscription_id, started_at): the lateral join makes the
 * window's start part of the index condition.
 */
export const SUBSCRIPTION_STATS = STATS_WINDOW.statement<[subscriptionId: string]>({
  name: 'subscription_stats',
  text: `SELECT ${STATS_WINDOW}
           FROM (VALUES ('lastHour', interval '1 hour'), ('lastDay', interval '1 day'))
                  AS w(name, span)
           CROSS JOIN LATERAL (
             SELECT ${WINDOW_AGGREGATES}
               FROM webhook_delivery_attempts a
              WHERE a.subscription_id = $1 AND a.started_at >= now() - w.span
           ) AS s`,
});
