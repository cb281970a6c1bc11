import type { VisualPageSummaryView, VisualPageView } from './dto/visual-page.response';
import type { VisualPage } from './visual-page.entity';
import { publicPageUrl } from './visual-page.rules';

export function toVisualPageSummaryView(
  page: Omit<VisualPage, 'html'>,
  publicBaseUrl: string,
): VisualPageSummaryView {
  const published = page.publishedVersion !== null;
  return {
    pageId: page.id,
    title: page.title,
    hasUnpublishedChanges: page.hasUnpublishedChanges,
    publishedVersion: page.publishedVersion,
    publishedAt: page.publishedAt?.toISOString() ?? null,
    url: published ? publicPageUrl(publicBaseUrl, page.teamId, page.id) : null,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

export function toVisualPageView(page: VisualPage, publicBaseUrl: string): VisualPageView {
  const { pageId, title, ...rest } = toVisualPageSummaryView(page, publicBaseUrl);
  return { pageId, title, html: page.html, ...rest };
}
