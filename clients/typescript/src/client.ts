import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import { ApiError } from './errors';
import type { paths } from './generated/openapi';
import { retryingFetch, type RequestFetch, type RetryOptions } from './retries';

export type PlatformClient = Client<paths>;

export interface PlatformClientOptions extends Omit<ClientOptions, 'baseUrl'>, RetryOptions {
  /** The service's origin, e.g. `http://localhost:3000` (no `/v1`: the paths carry it). */
  baseUrl: string;
  /** An API token (`svc_live_…`), or a function that returns the current one (rotation). */
  token: string | (() => string | Promise<string>);
}

/**
 * A typed client of every operation in openapi.json (openapi-fetch) that sends the bearer token.
 * Calls return `{data, error, response}`; `unwrap` turns them into data or a thrown ApiError.
 * Requests are retried as RetryOptions says, each POST under /v1 with one Idempotency-Key for all
 * its attempts (pass your own in `params.header`); a per-call `fetch` bypasses the retries.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const { token, retries, retryDelayMs, retryMaxDelayMs, ...clientOptions } = options;
  // Looked up per call, not at creation, so a fetch installed later (a test's) is the one used.
  const fetch: RequestFetch =
    clientOptions.fetch ?? ((request, init) => globalThis.fetch(request, init));
  const client = createClient<paths>({
    ...clientOptions,
    fetch: retryingFetch(fetch, {
      baseUrl: clientOptions.baseUrl,
      retries,
      retryDelayMs,
      retryMaxDelayMs,
    }),
  });
  client.use({
    async onRequest({ request }) {
      const secret = typeof token === 'function' ? await token() : token;
      request.headers.set('Authorization', `Bearer ${secret}`);
      return request;
    },
  });
  return client;
}

/** The shape of every openapi-fetch answer, whatever the operation. */
export type CallResult<T> =
  | { data: T; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The data of a successful call; an ApiError (status, code, message, details) otherwise. */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R> | R,
): Promise<Exclude<R['data'], undefined>> {
  const result = await call;
  if (result.error !== undefined || !result.response.ok) {
    throw ApiError.fromResponse(result.response, result.error);
  }
  return result.data as Exclude<R['data'], undefined>;
}
