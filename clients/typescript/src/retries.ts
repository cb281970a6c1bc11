/** How the typed client retries (docs/platform.md, "Typed client"; platform.md "Safe retries"). */
export interface RetryOptions {
  /** Retries after the first attempt (default 2). 0: each request is sent once and no key is added. */
  retries?: number;
  /** Base of the backoff (default 250 ms): retry n waits between ½ and 1 × base·2^(n-1). */
  retryDelayMs?: number;
  /**
   * The longest wait between attempts (default 10 000 ms). An answer whose `Retry-After` asks for
   * longer is returned as it is rather than retried sooner than the service asked.
   */
  retryMaxDelayMs?: number;
}

/** A fetch as openapi-fetch calls it: a prepared Request (and its `requestInitExt`). */
export type RequestFetch = (request: Request, init?: RequestInit) => Promise<Response>;

/** Waits `ms`, or rejects with the signal's reason once it aborts. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Methods safe to send again; POST only under /v1, where the Idempotency-Key makes it so. */
const REPEATABLE = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'POST']);

/**
 * Wraps `fetch` so that network errors, 5xx, 429 with `Retry-After` and 409
 * `IDEMPOTENCY_KEY_IN_USE` are retried. Every POST under `${baseUrl}/v1/` carries an
 * Idempotency-Key (the caller's, else one UUID for all its attempts), so the service does its
 * work once and replays the stored answer; other POSTs (`/public/…` store nothing) and PATCH are
 * sent once. The caller's AbortSignal stops the retries; the last answer or error is returned.
 */
export function retryingFetch(
  fetch: RequestFetch,
  options: RetryOptions & { baseUrl: string },
  sleep: Sleep = abortableSleep,
): RequestFetch {
  const retries = options.retries ?? 2;
  const baseDelay = options.retryDelayMs ?? 250;
  const maxDelay = options.retryMaxDelayMs ?? 10_000;
  if (!Number.isInteger(retries) || retries < 0) {
    throw new RangeError('retries must be a whole number, 0 or more');
  }
  if (!(baseDelay >= 0 && maxDelay >= 0)) {
    throw new RangeError('retryDelayMs and retryMaxDelayMs must be 0 or more');
  }
  if (retries === 0) return fetch;
  const keyedPrefix = `${options.baseUrl.replace(/\/+$/, '')}/v1/`;

  const backoff = (attempt: number) => {
    const ceiling = Math.min(maxDelay, baseDelay * 2 ** attempt);
    return ceiling / 2 + (Math.random() * ceiling) / 2;
  };

  return async (request, init) => {
    const post = request.method === 'POST';
    if (!REPEATABLE.has(request.method) || (post && !request.url.startsWith(keyedPrefix))) {
      return fetch(request, init);
    }
    if (post && !request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
      request.headers.set(IDEMPOTENCY_KEY_HEADER, globalThis.crypto.randomUUID());
    }
    const { signal } = request;
    for (let attempt = 0; ; attempt++) {
      signal.throwIfAborted();
      const last = attempt === retries;
      // A body is a stream read once: every attempt but the last sends a copy.
      const sent = last ? request : request.clone();
      let response: Response;
      try {
        response = await fetch(sent, init);
      } catch (error) {
        if (last || signal.aborted) throw error;
        await sleep(backoff(attempt), signal);
        continue;
      }
      const wait = last ? undefined : await retryWait(response, backoff(attempt), maxDelay);
      if (wait === undefined) return response;
      await response.body?.cancel().catch(() => undefined);
      await sleep(wait, signal);
    }
  };
}

/** How long to wait before retrying this answer; undefined when it is to be returned. */
async function retryWait(
  response: Response,
  backoff: number,
  maxDelay: number,
): Promise<number | undefined> {
  const { status } = response;
  if (status === 409 && !(await isKeyInUse(response))) return undefined;
  if (status !== 409 && status !== 429 && status < 500) return undefined;
  const retryAfter = retryAfterMs(response.headers.get('retry-after'));
  if (retryAfter === undefined) return status === 429 ? undefined : backoff;
  return retryAfter <= maxDelay ? retryAfter : undefined;
}

async function isKeyInUse(response: Response): Promise<boolean> {
  if (!response.headers.get('content-type')?.includes('json')) return false;
  try {
    const body = (await response.clone().json()) as { error?: unknown } | null;
    return body?.error === 'IDEMPOTENCY_KEY_IN_USE';
  } catch {
    return false;
  }
}

/** `Retry-After` as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in milliseconds. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  if (!/^\s*[A-Za-z]{3}, /.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
