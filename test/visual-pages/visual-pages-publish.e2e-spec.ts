import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { createVisualPage, listen } from '../factories/visual-pages.factory';
import { createTestApp, TestApp } from '../support/test-app';
import { errorCode } from '../support/error-code';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /v1/visual-pages/{pageId}/publish', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_BASE_URL: 'https://pages.example.test' });
    await listen(app.http);
    owner = await createCaller(app, 'visual_pages:read', 'visual_pages:write');
  });
  afterAll(() => app.close());

  const publish = (pageId: string, auth = owner.auth) =>
    request(app.http)
      .post(`/v1/visual-pages/${encodeURIComponent(pageId)}/publish`)
      .set(auth);

  it('publishes version 1 at an absolute URL on PUBLIC_BASE_URL', async () => {
    const page = await createVisualPage(app, owner.member);
    const res = await publish(page.pageId).expect(200);
    const url = `https://pages.example.test/public/visual-pages/${owner.member.teamId}/${page.pageId}`;
    expect(res.body).toEqual({
      pageId: page.pageId,
      publishedVersion: 1,
      url,
      publishedAt: expect.any(String),
    });

    const read = await request(app.http)
      .get(`/v1/visual-pages/${page.pageId}`)
      .set(owner.auth)
      .expect(200);
    expect(read.body).toMatchObject({
      publishedVersion: 1,
      publishedAt: res.body.publishedAt,
      url,
      hasUnpublishedChanges: false,
    });
  });

  it('numbers each publish 1, 2, 3 and snapshots the draft of that moment', async () => {
    const page = await createVisualPage(app, owner.member, { html: '<p>one</p>' });
    expect((await publish(page.pageId).expect(200)).body.publishedVersion).toBe(1);
    await request(app.http)
      .patch(`/v1/visual-pages/${page.pageId}`)
      .set(owner.auth)
      .send({ html: '<p>two</p>' })
      .expect(200);
    expect((await publish(page.pageId).expect(200)).body.publishedVersion).toBe(2);
    // Publishing an unchanged draft is still a new version: every publish is recorded.
    expect((await publish(page.pageId).expect(200)).body.publishedVersion).toBe(3);

    const versions = await app.dataSource.query(
      'SELECT version, html FROM visual_page_versions WHERE page_id = $1 ORDER BY version',
      [page.pageId],
    );
    expect(versions).toEqual([
      { version: 1, html: '<p>one</p>' },
      { version: 2, html: '<p>two</p>' },
      { version: 3, html: '<p>two</p>' },
    ]);
  });

  it('tracks whether the draft differs from the published version', async () => {
    const page = await createVisualPage(app, owner.member, { title: 'A', html: '<p>a</p>' });
    await publish(page.pageId).expect(200);
    const patch = (body: object) =>
      request(app.http)
        .patch(`/v1/visual-pages/${page.pageId}`)
        .set(owner.auth)
        .send(body)
        .expect(200);
    expect((await patch({ html: '<p>b</p>' })).body.hasUnpublishedChanges).toBe(true);
    expect((await patch({ html: '<p>a</p>' })).body.hasUnpublishedChanges).toBe(false);
    expect((await patch({ title: 'B' })).body.hasUnpublishedChanges).toBe(true);
    await publish(page.pageId).expect(200);
    const read = await request(app.http)
      .get(`/v1/visual-pages/${page.pageId}`)
      .set(owner.auth)
      .expect(200);
    expect(read.body).toMatchObject({ hasUnpublishedChanges: false, publishedVersion: 2 });
  });

  it('never issues a version number twice under concurrent publishes', async () => {
    const page = await createVisualPage(app, owner.member);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => publish(page.pageId).expect(200)),
    );
    const numbers = results.map((res) => res.body.publishedVersion as number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    const [row] = await app.dataSource.query(
      `SELECT p.published_version, count(v.*)::int AS versions, count(DISTINCT v.version)::int AS distinct
         FROM visual_pages p JOIN visual_page_versions v ON v.page_id = p.id
        WHERE p.id = $1 GROUP BY p.published_version`,
      [page.pageId],
    );
    expect(row).toEqual({ published_version: 12, versions: 12, distinct: 12 });
  });

  it('keeps edits and publishes racing on one page consistent', async () => {
    const page = await createVisualPage(app, owner.member);
    await Promise.all(
      Array.from({ length: 6 }, (_, index) => [
        publish(page.pageId).expect(200),
        request(app.http)
          .patch(`/v1/visual-pages/${page.pageId}`)
          .set(owner.auth)
          .send({ html: `<p>${index}</p>` })
          .expect(200),
      ]).flat(),
    );
    const read = await request(app.http)
      .get(`/v1/visual-pages/${page.pageId}`)
      .set(owner.auth)
      .expect(200);
    const [latest] = await app.dataSource.query(
      'SELECT html FROM visual_page_versions WHERE page_id = $1 AND version = $2',
      [page.pageId, read.body.publishedVersion],
    );
    expect(read.body.publishedVersion).toBe(6);
    expect(read.body.hasUnpublishedChanges).toBe(latest.html !== read.body.html);
  });

  it("is 404 for another team's page (nothing published) and for unknown or malformed ids", async () => {
    const page = await createVisualPage(app, owner.member);
    const stranger = await createCaller(app, 'visual_pages:write');
    for (const id of [page.pageId, MISSING_ID, 'not-a-uuid', '42']) {
      const res = await publish(id, stranger.auth).expect(404);
      expect(res.body).toEqual({
        error: 'VISUAL_PAGE_NOT_FOUND',
        message: 'Visual page not found',
      });
    }
    const read = await request(app.http)
      .get(`/v1/visual-pages/${page.pageId}`)
      .set(owner.auth)
      .expect(200);
    expect(read.body.publishedVersion).toBeNull();
  });

  it('needs visual_pages:write', async () => {
    const page = await createVisualPage(app, owner.member);
    expect(
      await errorCode(request(app.http).post(`/v1/visual-pages/${page.pageId}/publish`), 401),
    ).toBe('UNAUTHORIZED');
    const reader = await createCaller(app, 'visual_pages:read', 'visual_pages:delete');
    const res = await publish(page.pageId, reader.auth).expect(403);
    expect(res.body).toEqual({
      error: 'INSUFFICIENT_SCOPE',
      message: 'API token does not have scope visual_pages:write',
    });
  });
});
