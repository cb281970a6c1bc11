/** The portal routes the page calls (/portal/api, openapi.json tag "Webhook portal"). */

export interface PortalLink {
  portalLinkId: string;
  expiresAt: string;
  readOnly: boolean;
  subscriptionIds: string[];
}

export interface Subscription {
  subscriptionId: string;
  url: string;
  eventTypes: string[] | null;
  filter: Record<string, unknown> | null;
  enabled: boolean;
  status: 'active' | 'pending_verification' | 'disabled';
  disabledReason: string | null;
  circuit: { state: 'closed' | 'open' | 'half_open'; consecutiveFailures: number };
  previousSecretValidUntil: string | null;
}

export interface StatsWindow {
  attempts: number;
  successes: number;
  failures: Record<'3xx' | '4xx' | '5xx' | 'network', number>;
  latencyMs: { p50: number | null; p95: number | null };
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
}

export interface SubscriptionStats {
  lastHour: StatsWindow;
  lastDay: StatsWindow;
}

export interface Attempt {
  attemptNumber: number;
  status: 'succeeded' | 'failed';
  startedAt: string;
  latencyMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  failureReason: string | null;
}

export interface Delivery {
  deliveryId: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'held' | 'succeeded' | 'failed';
  attemptCount: number;
  nextAttemptAt: string | null;
  createdAt: string;
  attempts: Attempt[];
  payload: unknown;
}

export interface Page<T> {
  data: T[];
  pagination: { hasMore: boolean; cursor?: string | null };
}

export interface Problem {
  status: number;
  error: string;
  message: string;
  details?: { field: string; message: string; code: string }[];
}

/** A refusal, with the server's message and details as it sent them. */
export class PortalApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

/**
 * Calls the portal routes with the link's token, which lives only here (in memory). A 401 means
 * the link expired or was revoked: `onInvalid` lets the page drop everything it shows.
 */
export class PortalApi {
  constructor(
    private readonly token: string,
    private readonly onInvalid: () => void,
  ) {}

  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  post<T>(path: string, body: unknown = {}): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('PATCH', path, body);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`/portal/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'omit',
    });
    const parsed = parseJson(await response.text());
    if (response.ok) return parsed as T;
    if (response.status === 401) this.onInvalid();
    throw new PortalApiError(problemOf(response.status, parsed));
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function problemOf(status: number, body: unknown): Problem {
  const fields = (body ?? {}) as Partial<Problem>;
  return {
    status,
    error: typeof fields.error === 'string' ? fields.error : '',
    message: typeof fields.message === 'string' ? fields.message : `The server answered ${status}`,
    details: Array.isArray(fields.details) ? fields.details : undefined,
  };
}

/** `2026-11-25 05:40:00 UTC`: one zone for everyone who looks at the same link. */
export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  return `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
