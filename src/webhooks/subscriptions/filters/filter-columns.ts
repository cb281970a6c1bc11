import type { WebhookSubscription } from '../../delivery';
import type { SubscriptionFilter } from './filter-grammar';
import { compileFilter } from './filter-jsonpath';
import { parseSubscriptionFilter } from './filter-parser';

export type FilterColumns = Pick<WebhookSubscription, 'filter' | 'filterPath' | 'filterVars'>;

/**
 * The three columns of a subscription's filter: the owner's filter as given, and its compiled
 * predicate with values. Throws VALIDATION_ERROR when the filter does not suit the event types.
 */
export function filterColumns(
  filter: SubscriptionFilter | null,
  eventTypes: readonly string[] | null,
  note = '',
): FilterColumns {
  if (filter === null) return { filter: null, filterPath: null, filterVars: null };
  const { path, vars } = compileFilter(parseSubscriptionFilter(filter, eventTypes, note));
  return { filter, filterPath: path, filterVars: vars };
}
