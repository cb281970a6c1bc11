import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import { ApiError } from './errors';
import type { paths } from './generated/openapi';

export type PlatformClient = Client<paths>;

export interface PlatformClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The service's origin, e.g. `http://localhost:3000` (no `/v1`: the paths carry it). */
  baseUrl: string;
  /** An API token (`svc_live_…`), or a function that returns the current one (rotation). */
  token: string | (() => string | Promise<string>);
}

/**
 * A typed client of every operation in openapi.json (openapi-fetch) that sends the bearer token.
 * Calls return `{data, error, response}`; `unwrap` turns them into data or a thrown ApiError.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const { token, ...clientOptions } = options;
  const client = createClient<paths>(clientOptions);
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
