import { retryAfterMs } from './retries';

/** One item of `details[]` on a validation error (public-api.md, Errors). */
export interface ApiErrorDetail {
  field: string;
  message: string;
  code: string;
}

/**
 * A non-2xx answer, read from the flat error envelope `{error, message, details?}`. `code` is the
 * stable value to branch on (`AGENT_NOT_FOUND`, `INSUFFICIENT_SCOPE`, ...); `message` is for people.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ApiErrorDetail[],
    /** `Retry-After` of a 429 or 503 in seconds (an HTTP date counted from now), when sent. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** Builds the error from a response and its parsed body (JSON, text or nothing). */
  static fromResponse(response: Response, body: unknown): ApiError {
    const retryAfter = retryAfterMs(response.headers.get('retry-after'));
    const retryAfterSeconds = retryAfter === undefined ? undefined : Math.ceil(retryAfter / 1000);
    if (isEnvelope(body)) {
      return new ApiError(
        response.status,
        body.error,
        body.message,
        body.details,
        retryAfterSeconds,
      );
    }
    // Not our envelope (a proxy's HTML page, an empty body): keep the status, name it generically.
    const text = typeof body === 'string' && body ? body.slice(0, 200) : response.statusText;
    return new ApiError(
      response.status,
      `HTTP_${response.status}`,
      text || `HTTP ${response.status}`,
      undefined,
      retryAfterSeconds,
    );
  }
}

function isEnvelope(
  body: unknown,
): body is { error: string; message: string; details?: ApiErrorDetail[] } {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message } = body as Record<string, unknown>;
  return typeof error === 'string' && typeof message === 'string';
}
