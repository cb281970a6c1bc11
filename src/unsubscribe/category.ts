/**
 * Notification categories are lower-case names (`billing`, `digest.weekly`). `all` is reserved:
 * the suppression store uses it for the "every category" escalation of a one-click unsubscribe.
 */
export const CATEGORY_PATTERN = /^[a-z0-9][a-z0-9._:-]{0,63}$/;
export const ALL_CATEGORIES = 'all';

export function isCategory(value: unknown): value is string {
  return typeof value === 'string' && CATEGORY_PATTERN.test(value) && value !== ALL_CATEGORIES;
}
