import { ValidationFailedError } from '../common/errors/domain-error';

export const VISUAL_PAGE_TITLE_MAX_LENGTH = 200;

/**
 * 512 KiB of UTF-8. The JSON body limit is 1 MiB (src/common/http/body-parsers.ts); this leaves
 * room for JSON escaping, so a page within the limit always fits in a request body.
 */
export const VISUAL_PAGE_HTML_MAX_BYTES = 512 * 1024;

export interface PageContent {
  title: string;
  html: string;
}

/** Counted in bytes, as stored and served, rather than in UTF-16 code units. */
export function assertHtmlWithinLimit(html: string): void {
  if (Buffer.byteLength(html, 'utf8') > VISUAL_PAGE_HTML_MAX_BYTES) {
    throw ValidationFailedError.forField(
      'html',
      `html must be at most ${VISUAL_PAGE_HTML_MAX_BYTES} bytes of UTF-8`,
      'too_big',
    );
  }
}

/** The draft has unpublished changes until it equals the latest published snapshot. */
export function hasUnpublishedChanges(draft: PageContent, published: PageContent | null): boolean {
  return published === null || !isSameContent(draft, published);
}

export function isSameContent(a: PageContent, b: PageContent): boolean {
  return a.title === b.title && a.html === b.html;
}

/** Published versions are numbered 1, 2, 3, … per page. */
export function nextVersionNumber(latest: number | null): number {
  return (latest ?? 0) + 1;
}

/** platform.md: public URLs are absolute, built on PUBLIC_BASE_URL. */
export function publicPageUrl(publicBaseUrl: string, teamId: string, pageId: string): string {
  return `${publicBaseUrl}/public/visual-pages/${teamId}/${pageId}`;
}
