import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { createVisualPage, visualPageInput } from '../factories/visual-pages.factory';
import { createTestApp, TestApp } from '../support/test-app';
import { errorCode } from '../support/error-code';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const MALFORMED_IDS = ['not-a-uuid', '1', `${MISSING_ID}x`, "x'; DROP TABLE visual_pages; --"];

describe('visual pages: create, read, list, edit, delete', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;
  let stranger: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    const all = ['visual_pages:read', 'visual_pages:write', 'visual_pages:delete'];
    owner = await createCaller(app, ...all);
    stranger = await createCaller(app, ...all);
  });
  afterAll(() => app.close());

  describe('POST /v1/visual-pages', () => {
    it('creates an unpublished draft and answers 201 with the page', async () => {
      const input = visualPageInput();
      const res = await request(app.http)
        .post('/v1/visual-pages')
        .set(owner.auth)
        .send(input)
        .expect(201);
      expect(res.body).toEqual({
        pageId: expect.stringMatching(UUID),
        title: input.title,
        html: input.html,
        hasUnpublishedChanges: true,
        publishedVersion: null,
        publishedAt: null,
        url: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const read = await request(app.http)
        .get(`/v1/visual-pages/${res.body.pageId}`)
        .set(owner.auth)
        .expect(200);
      expect(read.body).toEqual(res.body);
    });

    it('refuses a call without a token (401) and a token without visual_pages:write (403)', async () => {
      await request(app.http)
        .post('/v1/visual-pages')
        .send(visualPageInput())
        .expect(401)
        .expect((res) => expect(res.body.error).toBe('UNAUTHORIZED'));
      const reader = await createCaller(app, 'visual_pages:read', 'visual_pages:delete');
      const res = await request(app.http)
        .post('/v1/visual-pages')
        .set(reader.auth)
        .send(visualPageInput())
        .expect(403);
      expect(res.body).toEqual({
        error: 'INSUFFICIENT_SCOPE',
        message: 'API token does not have scope visual_pages:write',
      });
    });

    it('names an undeclared field with unrecognized_keys', async () => {
      const res = await request(app.http)
        .post('/v1/visual-pages')
        .set(owner.auth)
        .send({ ...visualPageInput(), teamId: stranger.member.teamId })
        .expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details).toEqual([
        { field: '', message: expect.stringContaining('teamId'), code: 'unrecognized_keys' },
      ]);
    });

    it.each([
      ['a missing title', { html: '<p>x</p>' }, 'title', 'invalid_type'],
      ['a missing html', { title: 'T' }, 'html', 'invalid_type'],
      ['a title that is not a string', { title: 7, html: '<p>x</p>' }, 'title', 'invalid_type'],
      ['a blank title', { title: ' \n\t ', html: '<p>x</p>' }, 'title', 'invalid_string'],
      ['a title over 200 characters', { title: 't'.repeat(201), html: 'x' }, 'title', 'too_big'],
      ['a NUL in the title', { title: 'a\u0000b', html: '<p>x</p>' }, 'title', 'invalid_string'],
      ['an empty html', { title: 'T', html: '' }, 'html', 'too_small'],
      ['html that is not a string', { title: 'T', html: ['<p>'] }, 'html', 'invalid_type'],
      ['a NUL in the html', { title: 'T', html: '<p>\u0000</p>' }, 'html', 'invalid_string'],
      ['html over 512 KiB of UTF-8', { title: 'T', html: 'é'.repeat(262_145) }, 'html', 'too_big'],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_case, body, field, code) => {
      const res = await request(app.http)
        .post('/v1/visual-pages')
        .set(owner.auth)
        .send(body)
        .expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, code })]),
      );
    });

    it('accepts html of exactly 512 KiB of UTF-8', async () => {
      const html = `<p>${'é'.repeat(262_140)}</p> `;
      expect(Buffer.byteLength(html)).toBe(512 * 1024);
      await request(app.http)
        .post('/v1/visual-pages')
        .set(owner.auth)
        .send({ title: 'Big', html })
        .expect(201);
    });

    it('answers 413 for a body over 1 MiB and 400 for a body that is not JSON', async () => {
      const big = await request(app.http)
        .post('/v1/visual-pages')
        .set(owner.auth)
        .send({ title: 'T', html: 'a'.repeat(1_100_000) })
        .expect(413);
      expect(big.body.error).toBe('PAYLOAD_TOO_LARGE');
      const broken = await request(app.http)
        .post('/v1/visual-pages')
        .set(owner.auth)
        .set('Content-Type', 'application/json')
        .send('{"title": "T", "html": ')
        .expect(400);
      expect(broken.body.error).toBe('VALIDATION_ERROR');
    });
  });

  describe('GET /v1/visual-pages/{pageId}', () => {
    it("is 404 for another team's page, an unknown id and a malformed id", async () => {
      const page = await createVisualPage(app, owner.member);
      for (const id of [page.pageId, MISSING_ID, ...MALFORMED_IDS]) {
        const res = await request(app.http)
          .get(`/v1/visual-pages/${encodeURIComponent(id)}`)
          .set(stranger.auth)
          .expect(404);
        expect(res.body).toEqual({
          error: 'VISUAL_PAGE_NOT_FOUND',
          message: 'Visual page not found',
        });
      }
    });

    it('needs visual_pages:read', async () => {
      const page = await createVisualPage(app, owner.member);
      expect(await errorCode(request(app.http).get(`/v1/visual-pages/${page.pageId}`), 401)).toBe(
        'UNAUTHORIZED',
      );
      const writer = await createCaller(app, 'visual_pages:write');
      const res = await request(app.http)
        .get(`/v1/visual-pages/${page.pageId}`)
        .set(writer.auth)
        .expect(403);
      expect(res.body.error).toBe('INSUFFICIENT_SCOPE');
    });
  });

  describe('GET /v1/visual-pages', () => {
    it("pages through the team's own pages, newest first, without their html", async () => {
      const team = await createCaller(app, 'visual_pages:read');
      const created = [];
      for (let i = 0; i < 3; i += 1) created.push(await createVisualPage(app, team.member));
      await createVisualPage(app, stranger.member);

      const res = await request(app.http)
        .get('/v1/visual-pages?limit=2&offset=1')
        .set(team.auth)
        .expect(200);
      expect(res.body.pagination).toEqual({ total: 3, limit: 2, offset: 1, hasMore: false });
      expect(res.body.data.map((page: { pageId: string }) => page.pageId)).toEqual([
        created[1].pageId,
        created[0].pageId,
      ]);
      const { html: _html, ...summary } = created[1];
      expect(res.body.data[0]).toEqual(summary);

      const first = await request(app.http)
        .get('/v1/visual-pages?limit=1')
        .set(team.auth)
        .expect(200);
      expect(first.body.pagination).toEqual({ total: 3, limit: 1, offset: 0, hasMore: true });
    });

    it('clamps limit to 100 and refuses a limit that is not a positive integer', async () => {
      const clamped = await request(app.http)
        .get('/v1/visual-pages?limit=1000')
        .set(owner.auth)
        .expect(200);
      expect(clamped.body.pagination.limit).toBe(100);
      for (const query of ['limit=0', 'limit=abc', 'offset=-1']) {
        const res = await request(app.http)
          .get(`/v1/visual-pages?${query}`)
          .set(owner.auth)
          .expect(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
      }
    });

    it('needs visual_pages:read', async () => {
      expect(await errorCode(request(app.http).get('/v1/visual-pages'), 401)).toBe('UNAUTHORIZED');
      const writer = await createCaller(app, 'visual_pages:write');
      expect(await errorCode(request(app.http).get('/v1/visual-pages').set(writer.auth), 403)).toBe(
        'INSUFFICIENT_SCOPE',
      );
    });
  });

  describe('PATCH /v1/visual-pages/{pageId}', () => {
    it('changes only the fields it is given', async () => {
      const page = await createVisualPage(app, owner.member);
      const res = await request(app.http)
        .patch(`/v1/visual-pages/${page.pageId}`)
        .set(owner.auth)
        .send({ title: 'Renamed' })
        .expect(200);
      expect(res.body).toMatchObject({ title: 'Renamed', html: page.html });
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(page.updatedAt));

      const html = await request(app.http)
        .patch(`/v1/visual-pages/${page.pageId}`)
        .set(owner.auth)
        .send({ html: '<p>new</p>' })
        .expect(200);
      expect(html.body).toMatchObject({ title: 'Renamed', html: '<p>new</p>' });
    });

    it('treats an empty body, or the same content, as no change', async () => {
      const page = await createVisualPage(app, owner.member);
      for (const body of [{}, { title: page.title, html: page.html }]) {
        const res = await request(app.http)
          .patch(`/v1/visual-pages/${page.pageId}`)
          .set(owner.auth)
          .send(body)
          .expect(200);
        expect(res.body).toEqual(page);
      }
    });

    it.each([
      ['a null title', { title: null }, 'title', 'invalid_type'],
      ['a null html', { html: null }, 'html', 'invalid_type'],
      ['a blank title', { title: '  ' }, 'title', 'invalid_string'],
      ['html over 512 KiB', { html: 'é'.repeat(262_145) }, 'html', 'too_big'],
      ['an undeclared field', { title: 'T', published: true }, '', 'unrecognized_keys'],
    ])('refuses %s with 400 and leaves the page as it was', async (_case, body, field, code) => {
      const page = await createVisualPage(app, owner.member);
      const res = await request(app.http)
        .patch(`/v1/visual-pages/${page.pageId}`)
        .set(owner.auth)
        .send(body)
        .expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, code })]),
      );
      const after = await request(app.http)
        .get(`/v1/visual-pages/${page.pageId}`)
        .set(owner.auth)
        .expect(200);
      expect(after.body).toEqual(page);
    });

    it("is 404 for another team's page (which stays unchanged) and for bad ids", async () => {
      const page = await createVisualPage(app, owner.member);
      for (const id of [page.pageId, MISSING_ID, ...MALFORMED_IDS]) {
        const res = await request(app.http)
          .patch(`/v1/visual-pages/${encodeURIComponent(id)}`)
          .set(stranger.auth)
          .send({ title: 'Hijacked' })
          .expect(404);
        expect(res.body.error).toBe('VISUAL_PAGE_NOT_FOUND');
      }
      const after = await request(app.http)
        .get(`/v1/visual-pages/${page.pageId}`)
        .set(owner.auth)
        .expect(200);
      expect(after.body.title).toBe(page.title);
    });

    it('needs visual_pages:write', async () => {
      const page = await createVisualPage(app, owner.member);
      expect(
        await errorCode(
          request(app.http).patch(`/v1/visual-pages/${page.pageId}`).send({ title: 'x' }),
          401,
        ),
      ).toBe('UNAUTHORIZED');
      const reader = await createCaller(app, 'visual_pages:read');
      const res = await request(app.http)
        .patch(`/v1/visual-pages/${page.pageId}`)
        .set(reader.auth)
        .send({ title: 'x' })
        .expect(403);
      expect(res.body.error).toBe('INSUFFICIENT_SCOPE');
    });
  });

  describe('DELETE /v1/visual-pages/{pageId}', () => {
    it('deletes the page with its versions; it is 404 from then on', async () => {
      const page = await createVisualPage(app, owner.member);
      await request(app.http)
        .post(`/v1/visual-pages/${page.pageId}/publish`)
        .set(owner.auth)
        .expect(200);
      const res = await request(app.http)
        .delete(`/v1/visual-pages/${page.pageId}`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toEqual({ pageId: page.pageId, deleted: true });

      expect(
        await errorCode(
          request(app.http).get(`/v1/visual-pages/${page.pageId}`).set(owner.auth),
          404,
        ),
      ).toBe('VISUAL_PAGE_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http).delete(`/v1/visual-pages/${page.pageId}`).set(owner.auth),
          404,
        ),
      ).toBe('VISUAL_PAGE_NOT_FOUND');
      expect(
        await errorCode(
          request(app.http).get(`/public/visual-pages/${owner.member.teamId}/${page.pageId}`),
          404,
        ),
      ).toBe('VISUAL_PAGE_NOT_FOUND');
      const [{ count }] = await app.dataSource.query(
        'SELECT count(*)::int AS count FROM visual_page_versions WHERE page_id = $1',
        [page.pageId],
      );
      expect(count).toBe(0);
    });

    it("is 404 for another team's page (which survives) and for bad ids", async () => {
      const page = await createVisualPage(app, owner.member);
      for (const id of [page.pageId, MISSING_ID, ...MALFORMED_IDS]) {
        const res = await request(app.http)
          .delete(`/v1/visual-pages/${encodeURIComponent(id)}`)
          .set(stranger.auth)
          .expect(404);
        expect(res.body.error).toBe('VISUAL_PAGE_NOT_FOUND');
      }
      await request(app.http).get(`/v1/visual-pages/${page.pageId}`).set(owner.auth).expect(200);
    });

    it('needs visual_pages:delete; write does not imply it', async () => {
      const page = await createVisualPage(app, owner.member);
      expect(
        await errorCode(request(app.http).delete(`/v1/visual-pages/${page.pageId}`), 401),
      ).toBe('UNAUTHORIZED');
      const writer = await createCaller(app, 'visual_pages:read', 'visual_pages:write');
      const res = await request(app.http)
        .delete(`/v1/visual-pages/${page.pageId}`)
        .set(writer.auth)
        .expect(403);
      expect(res.body).toEqual({
        error: 'INSUFFICIENT_SCOPE',
        message: 'API token does not have scope visual_pages:delete',
      });
    });
  });
});
