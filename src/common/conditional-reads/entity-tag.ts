import { createHash } from 'node:crypto';

/** Base64url characters kept of the SHA-256 (192 bits): collisions stay out of reach. */
const TAG_LENGTH = 32;

/** Bodies held across requests (the cached agent graph) are hashed once, not on every read. */
const heldBodyTags = new WeakMap<Buffer, { headers: string; tag: string }>();

/**
 * The strong ETag of a representation: a digest of exactly what a 200 sends, its media type,
 * content coding and body bytes (platform.md "Conditional reads": the tag changes whenever
 * anything the caller could read changes). Another scope's view, another page or another coding
 * is other bytes, so another tag; the same bytes give the same tag in every process.
 */
export function entityTagOf(
  contentType: string,
  contentEncoding: string,
  body: string | Buffer,
): string {
  const digest = createHash('sha256')
    .update(representationHeaders(contentType, contentEncoding))
    .update(body)
    .digest('base64url');
  return `"${digest.slice(0, TAG_LENGTH)}"`;
}

/** entityTagOf for a body a handler holds across requests: hashed once per media type and coding. */
export function heldEntityTagOf(
  contentType: string,
  contentEncoding: string,
  body: Buffer,
): string {
  const headers = representationHeaders(contentType, contentEncoding);
  const known = heldBodyTags.get(body);
  if (known?.headers === headers) return known.tag;
  const tag = entityTagOf(contentType, contentEncoding, body);
  heldBodyTags.set(body, { headers, tag });
  return tag;
}

function representationHeaders(contentType: string, contentEncoding: string): string {
  return `${contentType}\n${contentEncoding}\n`;
}

/**
 * Whether `If-None-Match` names the current tag: `*`, or a list in which one entity-tag equals
 * it by the weak comparison RFC 9110 §13.1.2 prescribes for this header (`W/"x"` matches `"x"`).
 * An entity-tag holds no space or comma here, so the list splits on both, as Express's own
 * freshness check does; anything that is not an entity-tag matches nothing.
 */
export function ifNoneMatchNames(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  for (const candidate of trimmed.split(/[\s,]+/)) {
    if ((candidate.startsWith('W/') ? candidate.slice(2) : candidate) === tag) return true;
  }
  return false;
}
