import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { createKnowledgeEntry, shareKnowledge, sharedFile } from '../factories/media.factory';
import { createTestApp, TestApp } from '../support/test-app';
import { errorCode } from '../support/error-code';

describe('knowledge entries and their public shares', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;
  let stranger: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_BASE_URL: 'https://kb.example.test' });
    owner = await createCaller(app, 'knowledge:write', 'media:write');
    stranger = await createCaller(app, 'knowledge:write');
  });
  afterAll(() => app.close());

  describe('POST /v1/knowledge', () => {
    it('creates an entry, markdown by default', async () => {
      const res = await request(app.http)
        .post('/v1/knowledge')
        .set(owner.auth)
        .send({ title: 'Runbook', content: '# Steps' })
        .expect(201);
      expect(res.body).toEqual({
        entryId: expect.any(String),
        title: 'Runbook',
        contentType: 'text/markdown',
        content: '# Steps',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('refuses invalid bodies with 400 VALIDATION_ERROR', async () => {
      for (const body of [
        { content: 'no title' },
        { title: '', content: 'x' },
        { title: 'x' },
        { title: 'x', content: 'y', contentType: 'text/html' },
        { title: 'x', content: 'y', teamId: owner.member.teamId },
        { title: 'a\u0000b', content: 'y' },
        { title: 'x', content: 'y\u0000' },
      ]) {
        const res = await request(app.http)
          .post('/v1/knowledge')
          .set(owner.auth)
          .send(body)
          .expect(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
        expect(res.body.details.length).toBeGreaterThan(0);
      }
    });

    it('needs knowledge:write (403) and a token (401)', async () => {
      const reader = await createCaller(app, 'knowledge:read');
      const refused = await request(app.http)
        .post('/v1/knowledge')
        .set(reader.auth)
        .send({ title: 'x', content: 'y' })
        .expect(403);
      expect(refused.body.error).toBe('INSUFFICIENT_SCOPE');
      expect(
        await errorCode(
          request(app.http).post('/v1/knowledge').send({ title: 'x', content: 'y' }),
          401,
        ),
      ).toBe('UNAUTHORIZED');
    });
  });

  describe('POST /v1/knowledge/{entryId}/shares', () => {
    it('answers {shareId, token, url} on PUBLIC_BASE_URL', async () => {
      const entry = await createKnowledgeEntry(app, owner.auth);
      const share = await shareKnowledge(app, owner.auth, entry.entryId, {
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(share.url).toBe(`https://kb.example.test/public/knowledge/${share.token}`);
      expect(share.token).not.toContain(entry.entryId);
    });

    it("answers 404 KNOWLEDGE_ENTRY_NOT_FOUND for another team's entry or a bad id", async () => {
      const entry = await createKnowledgeEntry(app, owner.auth);
      for (const id of [entry.entryId, 'bad-id']) {
        const res = await request(app.http)
          .post(`/v1/knowledge/${id}/shares`)
          .set(stranger.auth)
          .send({})
          .expect(404);
        expect(res.body.error).toBe('KNOWLEDGE_ENTRY_NOT_FOUND');
      }
    });

    it('refuses a past or malformed expiresAt with 400', async () => {
      const entry = await createKnowledgeEntry(app, owner.auth);
      for (const expiresAt of ['2000-01-01T00:00:00Z', 'soon']) {
        const res = await request(app.http)
          .post(`/v1/knowledge/${entry.entryId}/shares`)
          .set(owner.auth)
          .send({ expiresAt })
          .expect(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
      }
    });

    it('refuses an expiresAt in an ISO 8601 form Date cannot read with a detail on it', async () => {
      const entry = await createKnowledgeEntry(app, owner.auth);
      for (const expiresAt of ['2030-W01', '20300101T000000Z', '2030-01-01T10Z']) {
        const res = await request(app.http)
          .post(`/v1/knowledge/${entry.entryId}/shares`)
          .set(owner.auth)
          .send({ expiresAt })
          .expect(400);
        expect(res.body).toEqual({
          error: 'VALIDATION_ERROR',
          message: expect.any(String),
          details: [expect.objectContaining({ field: 'expiresAt', code: 'invalid_string' })],
        });
      }
    });

    it('needs knowledge:write', async () => {
      const other = await createCaller(app, 'media:write');
      expect(
        await errorCode(
          request(app.http)
            .post(`/v1/knowledge/00000000-0000-4000-8000-000000000000/shares`)
            .set(other.auth)
            .send({}),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
    });
  });

  describe('GET /public/knowledge/{shareToken}', () => {
    it('returns the entry content with sanitised HTML for markdown', async () => {
      const entry = await createKnowledgeEntry(app, owner.auth, {
        title: 'Deploy',
        content: '# Deploy\n\n<script>x()</script>[a](javascript:x())',
      });
      const share = await shareKnowledge(app, owner.auth, entry.entryId);
      const res = await request(app.http).get(`/public/knowledge/${share.token}`).expect(200);
      expect(res.body).toEqual({
        title: 'Deploy',
        contentType: 'text/markdown',
        content: '# Deploy\n\n<script>x()</script>[a](javascript:x())',
        html: expect.stringContaining('<h1>Deploy</h1>'),
        updatedAt: expect.any(String),
      });
      expect(res.body.html).not.toMatch(/<script|href="javascript:/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toContain('noindex');
    });

    it('returns plain text without HTML', async () => {
      const entry = await createKnowledgeEntry(app, owner.auth, {
        title: 'Plain',
        content: '# not a heading',
        contentType: 'text/plain',
      });
      const share = await shareKnowledge(app, owner.auth, entry.entryId);
      const res = await request(app.http).get(`/public/knowledge/${share.token}`).expect(200);
      expect(res.body).toMatchObject({ contentType: 'text/plain', html: null });
    });

    it('answers the same 404 for invalid, forged, media, revoked and expired tokens', async () => {
      const entry = await createKnowledgeEntry(app, owner.auth);
      const live = await shareKnowledge(app, owner.auth, entry.entryId);
      const revoked = await shareKnowledge(app, owner.auth, entry.entryId);
      const expired = await shareKnowledge(app, owner.auth, entry.entryId);
      await request(app.http)
        .delete(`/v1/knowledge/shares/${revoked.shareId}`)
        .set(owner.auth)
        .expect(200);
      await app.dataSource.query(
        `UPDATE knowledge_shares SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [expired.shareId],
      );
      const [head, payload, mac] = live.token.split('.') as [string, string, string];
      const forged = `${head}.${payload}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
      const media = await sharedFile(app, owner.auth, 'a.txt', 'x');

      const bodies = [];
      for (const token of ['nonsense', forged, media.token, revoked.token, expired.token]) {
        const res = await request(app.http).get(`/public/knowledge/${token}`).expect(404);
        bodies.push(res.body);
      }
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      expect(bodies[0]).toEqual({ error: 'KNOWLEDGE_NOT_FOUND', message: expect.any(String) });
      await request(app.http).get(`/public/knowledge/${live.token}`).expect(200);
    });

    it('serves markdown that marked cannot render in time as escaped text, without stalling', async () => {
      // Quadratic emphasis: marked alone blocks the event loop for minutes on this.
      const content = '**a '.repeat(200_000);
      const entry = await createKnowledgeEntry(app, owner.auth, { title: 'Bomb', content });
      const share = await shareKnowledge(app, owner.auth, entry.entryId);
      const started = Date.now();
      const [slow, health] = await Promise.all([
        request(app.http).get(`/public/knowledge/${share.token}`).expect(200),
        new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
          request(app.http).get('/health/live').expect(200),
        ),
      ]);
      expect(slow.body.html.startsWith('<pre>**a **a ')).toBe(true);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(health.status).toBe(200);
      const nested = await createKnowledgeEntry(app, owner.auth, {
        title: 'Deep',
        content: '>'.repeat(100_000),
      });
      const deep = await shareKnowledge(app, owner.auth, nested.entryId);
      const res = await request(app.http).get(`/public/knowledge/${deep.token}`).expect(200);
      expect(res.body.html.startsWith('<pre>&gt;&gt;')).toBe(true);
    });

    it('answers 429 past 120 requests a minute for one token', async () => {
      const entry = await createKnowledgeEntry(app, owner.auth);
      const share = await shareKnowledge(app, owner.auth, entry.entryId);
      for (let i = 0; i < 120; i += 1) {
        await request(app.http).get(`/public/knowledge/${share.token}`).expect(200);
      }
      const res = await request(app.http).get(`/public/knowledge/${share.token}`).expect(429);
      expect(res.body.error).toBe('RATE_LIMIT_EXCEEDED');
    });
  });

  describe('DELETE /v1/knowledge/shares/{shareId}', () => {
    it('revokes: the token then answers 404; a repeat is the same 200', async () => {
      const entry = await createKnowledgeEntry(app, owner.auth);
      const share = await shareKnowledge(app, owner.auth, entry.entryId);
      await request(app.http).get(`/public/knowledge/${share.token}`).expect(200);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await request(app.http)
          .delete(`/v1/knowledge/shares/${share.shareId}`)
          .set(owner.auth)
          .expect(200);
        expect(res.body).toEqual({ shareId: share.shareId, revoked: true });
      }
      expect(await errorCode(request(app.http).get(`/public/knowledge/${share.token}`), 404)).toBe(
        'KNOWLEDGE_NOT_FOUND',
      );
    });

    it("answers 404 KNOWLEDGE_SHARE_NOT_FOUND for another team's share", async () => {
      const entry = await createKnowledgeEntry(app, owner.auth);
      const share = await shareKnowledge(app, owner.auth, entry.entryId);
      for (const id of [share.shareId, 'bad']) {
        const res = await request(app.http)
          .delete(`/v1/knowledge/shares/${id}`)
          .set(stranger.auth)
          .expect(404);
        expect(res.body.error).toBe('KNOWLEDGE_SHARE_NOT_FOUND');
      }
      await request(app.http).get(`/public/knowledge/${share.token}`).expect(200);
    });

    it('needs knowledge:write', async () => {
      const other = await createCaller(app, 'knowledge:read');
      expect(
        await errorCode(
          request(app.http)
            .delete(`/v1/knowledge/shares/00000000-0000-4000-8000-000000000000`)
            .set(other.auth),
          403,
        ),
      ).toBe('INSUFFICIENT_SCOPE');
      expect(
        await errorCode(
          request(app.http).delete(`/v1/knowledge/shares/00000000-0000-4000-8000-000000000000`),
          401,
        ),
      ).toBe('UNAUTHORIZED');
    });
  });
});
