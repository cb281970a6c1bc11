import type { Answer } from './traffic';

/** When a fault began and when its dependency (or process) was back. */
export interface Window {
  started: number;
  recovered: number;
}

export interface CommittedEvent {
  id: string;
  committedAt: number;
}

/** What one fault of the run did to callers and to delivery. */
export interface FaultRow {
  name: string;
  window: Window;
  /** Answers to requests sent from the fault's start until a second after recovery. */
  answers: Answer[];
  /** Events committed from shortly before the fault until the row was measured. */
  events: CommittedEvent[];
  /** First arrival at the receiver of each event id delivered so far. */
  arrivals: Map<string, number>;
  /** Lines the service processes logged at ERROR or above during the row. */
  errorLines: number;
}

/**
 * Events that delivery owed during the fault: committed before recovery and not delivered before
 * the fault began. `lateAfterRecoveryMs` is how long after recovery each first arrived (0 when it
 * arrived during the fault; Infinity when it has not arrived yet).
 */
export function owedDeliveries(row: FaultRow) {
  return row.events
    .filter((event) => event.committedAt <= row.window.recovered)
    .filter((event) => (row.arrivals.get(event.id) ?? Infinity) >= row.window.started)
    .map((event) => {
      const arrived = row.arrivals.get(event.id) ?? Infinity;
      return {
        ...event,
        arrived,
        commitToArrivalMs: arrived - event.committedAt,
        lateAfterRecoveryMs: Math.max(0, arrived - row.window.recovered),
      };
    });
}

/**
 * Delivery around a fault: how many events were owed, how long after recovery the first of them
 * that had waited arrived (deliveries resumed) and the last (the backlog drained), and how many
 * have not arrived.
 */
export function deliverySummary(row: FaultRow) {
  const owed = owedDeliveries(row);
  const afterRecovery = owed
    .filter((event) => Number.isFinite(event.arrived) && event.arrived >= row.window.recovered)
    .map((event) => event.arrived - row.window.recovered);
  const commitToArrival = owed
    .filter((event) => Number.isFinite(event.arrived))
    .map((event) => event.commitToArrivalMs);
  return {
    owed: owed.length,
    resumedAfterMs: afterRecovery.length ? Math.min(...afterRecovery) : 0,
    drainedAfterMs: afterRecovery.length ? Math.max(...afterRecovery) : 0,
    commitToArrivalP50: percentile(commitToArrival, 50),
    commitToArrivalP99: percentile(commitToArrival, 99),
    over10s: commitToArrival.filter((ms) => ms > 10_000).length,
    undelivered: owed.filter((event) => !Number.isFinite(event.arrived)).length,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function statuses(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key =
      answer.status === 0 ? 'none' : `${answer.status}${answer.error ? ` ${answer.error}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${count}× ${key}`)
    .join(', ');
}

function seconds(ms: number): string {
  return Number.isFinite(ms) ? (ms / 1000).toFixed(1) : 'not yet';
}

/** The fault table in Markdown: one line per fault and kind of request. */
export function faultTable(rows: FaultRow[]): string {
  const lines = [
    '| fault | requests | answers | p50 ms | max ms | events owed | resumed after s | drained after s | commit→arrival p50 / p99 s | over 10 s | not arrived | ERROR lines |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const delivery = deliverySummary(row);
    const kinds = [...new Set(row.answers.map((answer) => answer.kind))].sort();
    kinds.forEach((kind, index) => {
      const answers = row.answers.filter((answer) => answer.kind === kind);
      const ms = answers.map((answer) => answer.ms);
      const rowCells =
        index === 0
          ? [
              delivery.owed,
              seconds(delivery.resumedAfterMs),
              seconds(delivery.drainedAfterMs),
              `${seconds(delivery.commitToArrivalP50)} / ${seconds(delivery.commitToArrivalP99)}`,
              delivery.over10s,
              delivery.undelivered,
              row.errorLines,
            ]
          : ['', '', '', '', '', '', ''];
      const cells = [
        index === 0 ? row.name : '',
        `${kind} (${answers.length})`,
        statuses(answers),
        percentile(ms, 50),
        Math.max(...ms),
        ...rowCells,
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    });
  }
  return lines.join('\n');
}
