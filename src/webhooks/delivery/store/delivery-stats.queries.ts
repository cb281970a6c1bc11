import { statement } from '../../../database/sql-statement';

/** Hand-written SQL of a subscription's delivery stats (sql-statement.ts). */

export type StatsWindow = 'lastHour' | 'lastDay';

export interface StatsWindowRow {
  window_name: StatsWindow;
  attempts: number;
  successes: number;
  failures_3xx: number;
  failures_4xx: number;
  failures_5xx: number;
  failures_network: number;
  latency_p50_ms: number | null;
  latency_p95_ms: number | null;
  last_success_at: Date | null;
  last_failure_at: Date | null;
}

/**
 * One row per window, each aggregated over its own index range of
 * webhook_delivery_attempts_stats (subscription_id, started_at): the lateral join makes the window's
 * start part of the index condition. Status classes as statusClassOf (delivery-metrics.ts): a failure
 * with no status, or with one below 300 (an answer cut off), is `network`. Latency is over every
 * attempt, failures included (a timeout counts its full duration).
 */
export const SUBSCRIPTION_STATS = statement<[subscriptionId: string], StatsWindowRow>({
  name: 'subscription_stats',
  text: `SELECT w.name AS window_name, s.*
           FROM (VALUES ('lastHour', interval '1 hour'), ('lastDay', interval '1 day'))
                  AS w(name, span)
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS attempts,
                    count(*) FILTER (WHERE a.succeeded)::int AS successes,
                    count(*) FILTER (WHERE NOT a.succeeded
                                       AND a.response_status BETWEEN 300 AND 399)::int
                      AS failures_3xx,
                    count(*) FILTER (WHERE NOT a.succeeded
                                       AND a.response_status BETWEEN 400 AND 499)::int
                      AS failures_4xx,
                    count(*) FILTER (WHERE NOT a.succeeded AND a.response_status >= 500)::int
                      AS failures_5xx,
                    count(*) FILTER (WHERE NOT a.succeeded
                                       AND (a.response_status IS NULL OR a.response_status < 300))::int
                      AS failures_network,
                    (percentile_cont(0.5) WITHIN GROUP (ORDER BY a.duration_ms))::int
                      AS latency_p50_ms,
                    (percentile_cont(0.95) WITHIN GROUP (ORDER BY a.duration_ms))::int
                      AS latency_p95_ms,
                    max(a.started_at) FILTER (WHERE a.succeeded) AS last_success_at,
                    max(a.started_at) FILTER (WHERE NOT a.succeeded) AS last_failure_at
               FROM webhook_delivery_attempts a
              WHERE a.subscription_id = $1 AND a.started_at >= now() - w.span
           ) AS s`,
  columns: {
    window_name: true,
    attempts: true,
    successes: true,
    failures_3xx: true,
    failures_4xx: true,
    failures_5xx: true,
    failures_network: true,
    latency_p50_ms: true,
    latency_p95_ms: true,
    last_success_at: true,
    last_failure_at: true,
  },
});
