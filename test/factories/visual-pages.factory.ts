import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { VisualPageCreateDto } from '../../src/visual-pages/dto/visual-page-create.dto';
import type {
  VisualPagePublishedView,
  VisualPageView,
} from '../../src/visual-pages/dto/visual-page.response';
import { VisualPagesService } from '../../src/visual-pages/visual-pages.service';
import type { TestApp } from '../support/test-app';

/** A valid create body; override what the test is about. */
export function visualPageInput(overrides: Partial<VisualPageCreateDto> = {}): VisualPageCreateDto {
  const marker = randomBytes(4).toString('hex');
  return {
    title: `Page ${marker}`,
    html: `<h1>Hello ${marker}</h1><p>Draft content.</p>`,
    ...overrides,
  };
}

/** A draft page of the team, created through the service (the HTTP path has its own tests). */
export function createVisualPage(
  app: TestApp,
  team: { teamId: string },
  overrides: Partial<VisualPageCreateDto> = {},
): Promise<VisualPageView> {
  return app.get(VisualPagesService).create(team, visualPageInput(overrides));
}

/** A page with one published version. */
export async function createPublishedVisualPage(
  app: TestApp,
  team: { teamId: string },
  overrides: Partial<VisualPageCreateDto> = {},
): Promise<{ page: VisualPageView; published: VisualPagePublishedView }> {
  const page = await createVisualPage(app, team, overrides);
  const published = await app.get(VisualPagesService).publish(team, page.pageId);
  return { page, published };
}

/** The path part of an absolute public URL, for supertest. */
export function pathOf(url: string): string {
  return new URL(url).pathname;
}

/**
 * Binds the server once before concurrent supertest calls: supertest would otherwise call
 * listen() for each request on a server that is not listening yet.
 */
export function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}
