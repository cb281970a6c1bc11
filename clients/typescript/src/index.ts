/** The typed client of the public integration API: generated types plus a small hand-written layer. */
export { createPlatformClient, unwrap } from './client';
export type { CallResult, PlatformClient, PlatformClientOptions } from './client';
export { ApiError } from './errors';
export type { ApiErrorDetail } from './errors';
export { eventItems, eventsSince } from './events';
export type { EventFilters, EventPagingOptions, ReconciledEvent } from './events';
export { cursorItems, offsetItems } from './pagination';
export type { CursorPage, OffsetPage, PagingOptions } from './pagination';
export type { RetryOptions } from './retries';
export { verifyStandardWebhook } from './standard-webhooks';
export {
  DEFAULT_TOLERANCE_SECONDS,
  VERIFICATION_EVENT_TYPE,
  verificationAnswer,
  verifyWebhook,
  WebhookVerificationError,
} from './webhooks';
export type {
  RawBody,
  VerifyOptions,
  WebhookEvent,
  WebhookHeaders,
  WebhookRefusal,
  WebhookVerificationData,
} from './webhooks';
export type { components, operations, paths } from './generated/openapi';
