import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import request from 'supertest';
import { VisualPagesService } from '../../src/visual-pages/visual-pages.service';
import { createCaller, createTeamOwner } from '../factories/identity.factory';
import {
  createPublishedVisualPage,
  createVisualPage,
  listen,
  pathOf,
} from '../factories/visual-pages.factory';
import { createTestApp, TestApp } from '../support/test-app';

type Element = DefaultTreeAdapterTypes.Element;

/** The tags a browser puts into <head> when it parses the served document. */
function headOf(document: string) {
  const root = parse(document).childNodes.find((node) => node.nodeName === 'html') as Element;
  const head = root.childNodes.find((node) => node.nodeName === 'head') as Element;
  return head.childNodes
    .filter((node): node is Element => 'tagName' in node)
    .map((el) => ({
      tag: el.tagName,
      ...Object.fromEntries(el.attrs.map((attr) => [attr.name, attr.value])),
    }));
}

const ROBOTS = { tag: 'meta', name: 'robots', content: 'noindex, nofollow' };

describe('GET /public/visual-pages/{teamId}/{id}', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;
  let team: { teamId: string };

  beforeAll(async () => {
    app = await createTestApp();
    await listen(app.http);
    owner = await createCaller(app, 'visual_pages:write');
    team = owner.member;
  });
  afterAll(() => app.close());

  it('serves the published version as a sandboxed, noindex HTML document', async () => {
    const html = '<h1>Results</h1><script>document.title = "x"</script>';
    const { published } = await createPublishedVisualPage(app, team, { title: 'Q3', html });
    const res = await request(app.http).get(pathOf(published.url)).expect(200);

    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/^sandbox /);
    expect(csp).toContain('allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).not.toContain('allow-top-navigation');
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['cache-control']).toBe('no-cache');

    expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(res.text.endsWith(html)).toBe(true);
    expect(headOf(res.text)).toEqual([ROBOTS, { tag: 'title' }]);
    expect(res.text).toContain('<title>Q3</title>');
  });

  it('keeps a full document as its author wrote it, with the robots tag in its <head>', async () => {
    const html =
      '<!DOCTYPE html>\n<html lang="en">\n<head data-theme="a>b">\n<meta charset="utf-8">\n' +
      '<title>Own title</title>\n</head>\n<body><p>Body</p></body>\n</html>\n';
    const { published } = await createPublishedVisualPage(app, team, { html });
    const res = await request(app.http).get(pathOf(published.url)).expect(200);
    expect(res.text).toBe(
      html.replace('<head data-theme="a>b">', `$&<meta name="robots" content="noindex, nofollow">`),
    );
    expect(headOf(res.text)).toEqual([ROBOTS, { tag: 'meta', charset: 'utf-8' }, { tag: 'title' }]);
  });

  it('changes only at the next publish', async () => {
    const { page, published } = await createPublishedVisualPage(app, team, {
      html: '<p>first</p>',
    });
    await request(app.http)
      .patch(`/v1/visual-pages/${page.pageId}`)
      .set(owner.auth)
      .send({ html: '<p>second</p>' })
      .expect(200);
    const before = await request(app.http).get(pathOf(published.url)).expect(200);
    expect(before.text).toContain('<p>first</p>');
    expect(before.text).not.toContain('<p>second</p>');

    await request(app.http)
      .post(`/v1/visual-pages/${page.pageId}/publish`)
      .set(owner.auth)
      .expect(200);
    const after = await request(app.http).get(pathOf(published.url)).expect(200);
    expect(after.text).toContain('<p>second</p>');
    expect(after.headers.etag).toBe('"v2"');
  });

  it('answers 304 to a matching If-None-Match and 200 once a new version is published', async () => {
    const { page, published } = await createPublishedVisualPage(app, team);
    const path = pathOf(published.url);
    const notModified = await request(app.http).get(path).set('If-None-Match', '"v1"').expect(304);
    expect(notModified.text).toBe('');
    await app.get(VisualPagesService).publish(team, page.pageId);
    const fresh = await request(app.http).get(path).set('If-None-Match', '"v1"').expect(200);
    expect(fresh.headers.etag).toBe('"v2"');
  });

  it('answers HEAD with the headers and no body, and ignores any credential', async () => {
    const { published } = await createPublishedVisualPage(app, team);
    const head = await request(app.http).head(pathOf(published.url)).expect(200);
    expect(head.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(head.text ?? '').toBe('');
    await request(app.http)
      .get(pathOf(published.url))
      .set('Authorization', 'Bearer not-a-token')
      .expect(200);
  });

  it('is a JSON 404 for a page never published, deleted, or under another team id', async () => {
    const draft = await createVisualPage(app, team);
    const other = await createTeamOwner(app);
    const { page: deleted } = await createPublishedVisualPage(app, team);
    await app.get(VisualPagesService).delete(team, deleted.pageId);
    const { page: live } = await createPublishedVisualPage(app, team);

    for (const path of [
      `/public/visual-pages/${team.teamId}/${draft.pageId}`,
      `/public/visual-pages/${team.teamId}/${deleted.pageId}`,
      `/public/visual-pages/${other.teamId}/${live.pageId}`,
      `/public/visual-pages/00000000-0000-4000-8000-000000000000/${live.pageId}`,
    ]) {
      const res = await request(app.http).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        error: 'VISUAL_PAGE_NOT_FOUND',
        message: 'No published visual page at this address',
      });
    }
  });

  it('is 404, never 500, for ids that are not uuids', async () => {
    const { page } = await createPublishedVisualPage(app, team);
    for (const [teamId, pageId] of [
      ['not-a-uuid', page.pageId],
      [team.teamId, 'not-a-uuid'],
      [team.teamId, '1'],
      [team.teamId, `${page.pageId}0`],
      [team.teamId, "x' OR '1'='1"],
      ['a'.repeat(2000), 'b'.repeat(2000)],
    ]) {
      const res = await request(app.http)
        .get(`/public/visual-pages/${encodeURIComponent(teamId)}/${encodeURIComponent(pageId)}`)
        .expect(404);
      expect(res.body.error).toBe('VISUAL_PAGE_NOT_FOUND');
    }
  });
});

describe('GET /public/visual-pages rate limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Behind a proxy the client address comes from X-Forwarded-For; each test uses its own.
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await listen(app.http);
  });
  afterAll(() => app.close());

  it('allows 300 requests a minute per client address, then 429 with Retry-After', async () => {
    const team = await createTeamOwner(app);
    const { published } = await createPublishedVisualPage(app, team);
    const path = pathOf(published.url);
    const from = (address: string) => request(app.http).get(path).set('X-Forwarded-For', address);

    const first = await from('203.0.113.10').expect(200);
    expect(first.headers['ratelimit-limit']).toBe('300');
    expect(first.headers['ratelimit-remaining']).toBe('299');
    for (let sent = 1; sent < 300; sent += 50) {
      const batch = Array.from({ length: Math.min(50, 300 - sent) }, () =>
        from('203.0.113.10').expect(200),
      );
      await Promise.all(batch);
    }
    const limited = await from('203.0.113.10').expect(429);
    expect(limited.body.error).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-remaining']).toBe('0');

    // Another reader of the same page is not affected.
    await from('203.0.113.11').expect(200);
  });
});
