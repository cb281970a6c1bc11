/** What one request of the steady traffic got: status 0 is no answer before the client gave up. */
export interface Answer {
  kind: string;
  status: number;
  error?: string;
  retryAfter?: string | null;
  startedAt: number;
  ms: number;
}

export interface TrafficCall {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: (sequence: number) => string;
}

/** The client's own patience: an answer later than this counts as none. */
const CLIENT_TIMEOUT_MS = 30_000;

/**
 * Steady traffic from this process: `loops` clients, each sending the next call round-robin
 * over the calls and the API instances as soon as its previous call was answered (plus a short
 * pause), recording every answer. Readiness is polled apart, on every instance.
 */
export class Traffic {
  readonly answers: Answer[] = [];
  private running: Promise<void>[] = [];
  private stopping = false;
  private sequence = 0;

  constructor(
    private readonly apis: () => string[],
    private readonly calls: TrafficCall[],
  ) {}

  start(loops: number, pauseMs: number, readyEveryMs = 250): void {
    for (let loop = 0; loop < loops; loop += 1) this.running.push(this.loop(pauseMs));
    this.running.push(this.pollReadiness(readyEveryMs));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  /** Answers to requests sent in [from, to). */
  between(from: number, to: number, kind?: string): Answer[] {
    return this.answers.filter(
      (answer) =>
        answer.startedAt >= from && answer.startedAt < to && (!kind || answer.kind === kind),
    );
  }

  private async loop(pauseMs: number): Promise<void> {
    while (!this.stopping) {
      this.sequence += 1;
      const sequence = this.sequence;
      const call = this.calls[sequence % this.calls.length];
      const apis = this.apis();
      const base = apis[Math.floor(sequence / this.calls.length) % apis.length];
      await this.send(base, call, sequence);
      await pause(pauseMs);
    }
  }

  private async pollReadiness(everyMs: number): Promise<void> {
    const ready: TrafficCall = { kind: 'ready', method: 'GET', path: '/health/ready' };
    while (!this.stopping) {
      await Promise.all(this.apis().map((base) => this.send(base, ready, 0)));
      await pause(everyMs);
    }
  }

  private async send(base: string, call: TrafficCall, sequence: number): Promise<void> {
    const startedAt = Date.now();
    try {
      const response = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: { 'Content-Type': 'application/json', ...call.headers },
        body: call.body?.(sequence),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const text = await response.text();
      this.answers.push({
        kind: call.kind,
        status: response.status,
        error: response.ok ? undefined : errorCodeOf(text),
        retryAfter: response.headers.get('retry-after'),
        startedAt,
        ms: Date.now() - startedAt,
      });
    } catch (error) {
      this.answers.push({
        kind: call.kind,
        status: 0,
        error: error instanceof Error ? error.name : String(error),
        startedAt,
        ms: Date.now() - startedAt,
      });
    }
  }
}

function errorCodeOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { error?: string }).error;
  } catch {
    return undefined;
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
