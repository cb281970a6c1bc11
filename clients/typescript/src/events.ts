import { type PlatformClient, unwrap } from './client';
import type { paths } from './generated/openapi';
import { cursorItems } from './pagination';
import type { WebhookEvent } from './webhooks';

type EventListQuery = NonNullable<paths['/v1/events']['get']['parameters']['query']>;

/** Filters of GET /v1/events (`type` entries may be prefixes such as `agent.*`). */
export type EventFilters = Pick<EventListQuery, 'type' | 'createdAfter' | 'createdBefore'>;

export interface EventPagingOptions {
  /** Items asked for per request; the service clamps values above its cap (100). */
  pageSize?: number;
}

/** Every visible event, newest first (browsing): `for await (const e of eventItems(api)) …`. */
export function eventItems(
  client: PlatformClient,
  filters: EventFilters = {},
  { pageSize = 100 }: EventPagingOptions = {},
): AsyncGenerator<WebhookEvent, void, undefined> {
  return cursorItems((cursor) =>
    client.GET('/v1/events', {
      params: { query: { ...filters, limit: pageSize, ...(cursor ? { cursor } : {}) } },
    }),
  );
}

/** An event of the reconciliation walk, with the cursor to save once it is handled. */
export interface ReconciledEvent {
  event: WebhookEvent;
  /**
   * Where to resume after this event: resuming loses nothing, and repeats at most the rest of
   * its page (handle events idempotently by `event.id`, as deliveries already require).
   */
  cursor: string | undefined;
}

/**
 * Every visible event oldest first, from a saved `cursor` (or, on a first walk, from
 * `createdAfter`), until the newest the service can vouch for: an event still being committed by
 * a slower transaction is served later at its place, so resuming from the last cursor never
 * skips one. Once there is a cursor it alone says where to go on (`createdAfter` only picks
 * where a first walk begins), which also keeps every page on the service's position index.
 */
export async function* eventsSince(
  client: PlatformClient,
  {
    cursor,
    createdAfter,
    type,
  }: Pick<EventFilters, 'createdAfter' | 'type'> & { cursor?: string } = {},
  { pageSize = 100 }: EventPagingOptions = {},
): AsyncGenerator<ReconciledEvent, void, undefined> {
  for (;;) {
    const from = cursor ? { cursor } : { createdAfter };
    const page = await unwrap(
      client.GET('/v1/events', {
        params: { query: { type, order: 'asc', limit: pageSize, ...from } },
      }),
    );
    const next = page.pagination.cursor ?? cursor;
    for (const [index, event] of page.data.entries())
      yield { event, cursor: index === page.data.length - 1 ? next : cursor };
    if (!page.pagination.hasMore || next === cursor) return;
    cursor = next;
  }
}
