import { ValidationFailedError } from '../common/errors/domain-error';
import {
  assertHtmlWithinLimit,
  hasUnpublishedChanges,
  nextVersionNumber,
  publicPageUrl,
  VISUAL_PAGE_HTML_MAX_BYTES,
} from './visual-page.rules';

describe('visual page rules', () => {
  it('counts the html limit in UTF-8 bytes, not in characters', () => {
    expect(() => assertHtmlWithinLimit('a'.repeat(VISUAL_PAGE_HTML_MAX_BYTES))).not.toThrow();
    expect(() => assertHtmlWithinLimit('a'.repeat(VISUAL_PAGE_HTML_MAX_BYTES + 1))).toThrow(
      ValidationFailedError,
    );
    // 'é' is one UTF-16 unit but two bytes: half the limit in characters is already too much.
    const accented = 'é'.repeat(VISUAL_PAGE_HTML_MAX_BYTES / 2 + 1);
    expect(accented.length).toBeLessThan(VISUAL_PAGE_HTML_MAX_BYTES);
    try {
      assertHtmlWithinLimit(accented);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationFailedError);
      expect((error as ValidationFailedError).details).toEqual([
        expect.objectContaining({ field: 'html', code: 'too_big' }),
      ]);
    }
  });

  it('reports unpublished changes until the draft equals the published snapshot', () => {
    const draft = { title: 'T', html: '<p>a</p>' };
    expect(hasUnpublishedChanges(draft, null)).toBe(true);
    expect(hasUnpublishedChanges(draft, { ...draft })).toBe(false);
    expect(hasUnpublishedChanges(draft, { ...draft, title: 'U' })).toBe(true);
    expect(hasUnpublishedChanges(draft, { ...draft, html: '<p>b</p>' })).toBe(true);
  });

  it('numbers versions 1, 2, 3, …', () => {
    expect(nextVersionNumber(null)).toBe(1);
    expect(nextVersionNumber(1)).toBe(2);
    expect(nextVersionNumber(41)).toBe(42);
  });

  it('builds the absolute public URL on the base URL', () => {
    expect(publicPageUrl('https://pages.example.com', 'team-1', 'page-1')).toBe(
      'https://pages.example.com/public/visual-pages/team-1/page-1',
    );
  });
});
