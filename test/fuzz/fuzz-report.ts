import type { FuzzRequest } from './request-arbitrary';
import type { Answer } from './send';

export interface Failure {
  problem: string;
  /** fast-check replay: FUZZ_SEED=<seed> FUZZ_PATH=<path>. */
  seed: number;
  path: string;
  request: string;
  answer: string;
}

/** Figures of one fuzz run, and every request that broke the property. */
export class FuzzReport {
  requests = 0;
  unsent = 0;
  readonly statuses = new Map<number, number>();
  readonly perOperation = new Map<string, Map<number, number>>();
  readonly failures: Failure[] = [];
  /** `METHOD /path status` answered but not in the operation's documented responses. */
  readonly undocumented = new Map<string, number>();
  /** Distinct failures by operation and problem (the first of each kind keeps its request). */
  private readonly kinds = new Map<string, number>();
  slowest = { ms: 0, request: '' };
  private readonly started = performance.now();
  private readonly durations: number[] = [];

  constructor(readonly seed: number) {}

  record(index: number, request: FuzzRequest, answer: Answer, problem: string | undefined): void {
    if (answer.failure?.startsWith('not sent')) {
      this.unsent += 1;
      return;
    }
    this.requests += 1;
    this.durations.push(answer.ms);
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    const key = `${request.method} ${request.operation.path}`;
    const perStatus = this.perOperation.get(key) ?? new Map<number, number>();
    perStatus.set(answer.status, (perStatus.get(answer.status) ?? 0) + 1);
    this.perOperation.set(key, perStatus);
    if (
      request.method === request.operation.method &&
      answer.status > 0 &&
      !(String(answer.status) in request.operation.responses)
    ) {
      const undocumented = `${key} ${answer.status}`;
      this.undocumented.set(undocumented, (this.undocumented.get(undocumented) ?? 0) + 1);
    }
    if (answer.ms > this.slowest.ms)
      this.slowest = { ms: answer.ms, request: requestLine(request) };
    if (!problem) return;
    const kind = `${key} :: ${problem.replace(/\d+ ms/, 'N ms')}`;
    const seen = this.kinds.get(kind) ?? 0;
    this.kinds.set(kind, seen + 1);
    if (seen < 2) {
      this.failures.push({
        problem,
        seed: this.seed,
        path: String(index),
        request: describeRequest(request),
        answer: describeAnswer(answer),
      });
    }
  }

  get serverErrors(): number {
    return [...this.statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
  }

  /** Answers slower than `ms`. */
  slowerThan(ms: number): number {
    return this.durations.filter((duration) => duration > ms).length;
  }

  summary(stallMs: number): Record<string, unknown> {
    const sorted = [...this.durations].sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) /
      10;
    return {
      seed: this.seed,
      requests: this.requests,
      unsent: this.unsent,
      wallSeconds: Math.round((performance.now() - this.started) / 100) / 10,
      slowestMs: Math.round(this.slowest.ms),
      slowestRequest: this.slowest.request,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      serverErrors: this.serverErrors,
      [`stallsOver${stallMs}Ms`]: this.slowerThan(stallMs),
      failures: [...this.kinds.values()].reduce((sum, count) => sum + count, 0),
      failureKinds: Object.fromEntries(this.kinds),
      undocumentedStatuses: Object.fromEntries([...this.undocumented].sort()),
      statuses: Object.fromEntries([...this.statuses].sort(([a], [b]) => a - b)),
      perOperation: Object.fromEntries(
        [...this.perOperation]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, perStatus]) => [
            key,
            [...perStatus]
              .sort(([a], [b]) => a - b)
              .map(([status, count]) => `${status}:${count}`)
              .join(' '),
          ]),
      ),
    };
  }
}

function requestLine(request: FuzzRequest): string {
  return `${request.method} ${clip(request.path, 160)}`;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** Method, path, headers and a body snippet: enough to replay the request by hand. */
export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `  ${name}: ${clip(value, 120)}`)
    .join('\n');
  const body = request.body
    ? `  body (${request.body.length} bytes): ${JSON.stringify(clip(request.body.toString('utf8'), 400))}`
    : '  no body';
  return `${requestLine(request)}\n  [${request.operation.key}; ${request.how}]\n${headers}\n${body}`;
}

export function describeAnswer(answer: Answer): string {
  return `${answer.status} in ${Math.round(answer.ms)} ms, ${String(answer.headers['content-type'] ?? 'no content type')}: ${clip(answer.body.toString('utf8'), 300)}`;
}

export function formatFailures(failures: Failure[]): string {
  return failures
    .map(
      (failure, index) =>
        `#${index + 1} ${failure.problem}\n${failure.request}\n  → ${failure.answer}\n  replay (same generation; ids differ in a fresh world): FUZZ_SEED=${failure.seed} FUZZ_PATH=${failure.path}`,
    )
    .join('\n\n');
}
