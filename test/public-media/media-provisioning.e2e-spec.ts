import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { storageKeyFor } from '../../src/public-media/media-upload.engine';
import { createCaller } from '../factories/identity.factory';
import { shareMedia, uploadMedia } from '../factories/media.factory';
import { createTestApp, TestApp } from '../support/test-app';
import { errorCode } from '../support/error-code';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('media provisioning (/v1/media)', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;
  let stranger: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_BASE_URL: 'https://share.example.test' });
    owner = await createCaller(app, 'media:write', 'media:delete');
    stranger = await createCaller(app, 'media:write', 'media:delete');
  });
  afterAll(() => app.close());

  describe('POST /v1/media', () => {
    it('streams the file to storage and answers its sniffed type', async () => {
      const res = await request(app.http)
        .post('/v1/media')
        .set(owner.auth)
        .attach('file', PNG, { filename: 'holiday.txt', contentType: 'text/plain' })
        .expect(201);
      expect(res.body).toEqual({
        mediaId: expect.any(String),
        fileName: 'holiday.txt',
        mimeType: 'image/png',
        fileKind: 'image',
        fileSize: PNG.length,
      });
      const stored = join(app.config.mediaStorageDir, storageKeyFor(res.body.mediaId));
      expect(readFileSync(stored).equals(PNG)).toBe(true);
    });

    it('tells markdown, text and unknown binary apart by bytes and name', async () => {
      const md = await uploadMedia(app, owner.auth, 'notes.md', '# Notes\n');
      const txt = await uploadMedia(app, owner.auth, 'notes.png', 'plain words, not a PNG');
      const bin = await uploadMedia(app, owner.auth, 'blob.pdf', Buffer.from([0, 1, 2, 3, 0, 9]));
      expect([md.fileKind, md.mimeType]).toEqual(['markdown', 'text/markdown']);
      expect([txt.fileKind, txt.mimeType]).toEqual(['text', 'text/plain']);
      expect([bin.fileKind, bin.mimeType]).toEqual(['other', 'application/octet-stream']);
    });

    it('keeps only the base name of a path-like file name', async () => {
      const media = await uploadMedia(app, owner.auth, '../../etc/Zürich report.txt', 'x');
      expect(media.fileName).toBe('Zürich report.txt');
    });

    it('refuses a body without a file part with 400 VALIDATION_ERROR', async () => {
      const res = await request(app.http)
        .post('/v1/media')
        .set(owner.auth)
        .send({ file: 'not a file' })
        .expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
    });

    it('refuses extra multipart fields with 400 VALIDATION_ERROR', async () => {
      const res = await request(app.http)
        .post('/v1/media')
        .set(owner.auth)
        .field('name', 'x')
        .attach('file', Buffer.from('hello'), 'a.txt')
        .expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
    });

    it('needs media:write (403 INSUFFICIENT_SCOPE) and a token (401)', async () => {
      const reader = await createCaller(app, 'media:read');
      const refused = await request(app.http)
        .post('/v1/media')
        .set(reader.auth)
        .attach('file', Buffer.from('x'), 'a.txt')
        .expect(403);
      expect(refused.body).toEqual({
        error: 'INSUFFICIENT_SCOPE',
        message: 'API token does not have scope media:write',
      });
      const anonymous = await request(app.http)
        .post('/v1/media')
        .attach('file', Buffer.from('x'), 'a.txt')
        .expect(401);
      expect(anonymous.body.error).toBe('UNAUTHORIZED');
    });
  });

  describe('upload size cap', () => {
    let small: TestApp;
    beforeAll(async () => {
      small = await createTestApp({ MEDIA_MAX_UPLOAD_BYTES: '1024' });
    });
    afterAll(() => small.close());

    it('answers 413 PAYLOAD_TOO_LARGE above MEDIA_MAX_UPLOAD_BYTES and keeps nothing', async () => {
      const caller = await createCaller(small, 'media:write');
      const res = await request(small.http)
        .post('/v1/media')
        .set(caller.auth)
        .attach('file', Buffer.alloc(64 * 1024, 7), 'big.bin')
        .expect(413);
      expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
      const [{ count }] = await small.dataSource.query(
        'SELECT count(*)::int AS count FROM media WHERE team_id = $1',
        [caller.member.teamId],
      );
      expect(count).toBe(0);
    });

    it('accepts a file of exactly the cap', async () => {
      const caller = await createCaller(small, 'media:write');
      const media = await uploadMedia(small, caller.auth, 'exact.bin', Buffer.alloc(1024, 7));
      expect(media.fileSize).toBe(1024);
    });
  });

  describe('POST /v1/media/{mediaId}/shares', () => {
    it('answers {shareId, token, url} with an absolute URL and no identifiers in the token', async () => {
      const media = await uploadMedia(app, owner.auth, 'a.txt', 'hello');
      const share = await shareMedia(app, owner.auth, media.mediaId, { accessLevel: 'view' });
      expect(Object.keys(share).sort()).toEqual(['shareId', 'token', 'url']);
      expect(share.url).toBe(`https://share.example.test/public/media/${share.token}`);
      const readable = Buffer.from(share.token.split('.')[1], 'base64url').toString('hex');
      for (const id of [media.mediaId, owner.member.teamId]) {
        expect(share.token).not.toContain(id);
        expect(readable).not.toContain(id.replace(/-/g, ''));
      }
    });

    it('refuses a bad accessLevel, a past expiresAt and undeclared keys with 400', async () => {
      const media = await uploadMedia(app, owner.auth, 'a.txt', 'hello');
      for (const body of [
        { accessLevel: 'edit' },
        { accessLevel: 'view', expiresAt: '2001-01-01T00:00:00Z' },
        { accessLevel: 'view', expiresAt: 'tomorrow' },
        { accessLevel: 'view', teamId: owner.member.teamId },
      ]) {
        const res = await request(app.http)
          .post(`/v1/media/${media.mediaId}/shares`)
          .set(owner.auth)
          .send(body)
          .expect(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
      }
    });

    it('refuses an expiresAt in an ISO 8601 form Date cannot read or without its offset, with a detail on it', async () => {
      const media = await uploadMedia(app, owner.auth, 'a.txt', 'hello');
      for (const expiresAt of [
        '2030-W01',
        '20300101T000000Z',
        '2030-01-01T10Z',
        '2030-01-01T10:00',
      ]) {
        const res = await request(app.http)
          .post(`/v1/media/${media.mediaId}/shares`)
          .set(owner.auth)
          .send({ accessLevel: 'view', expiresAt })
          .expect(400);
        expect(res.body).toEqual({
          error: 'VALIDATION_ERROR',
          message: expect.any(String),
          details: [expect.objectContaining({ field: 'expiresAt', code: 'invalid_string' })],
        });
      }
    });

    it("answers 404 MEDIA_NOT_FOUND for another team's file and a malformed id", async () => {
      const media = await uploadMedia(app, owner.auth, 'a.txt', 'hello');
      for (const id of [media.mediaId, 'not-a-uuid']) {
        const res = await request(app.http)
          .post(`/v1/media/${id}/shares`)
          .set(stranger.auth)
          .send({ accessLevel: 'view' })
          .expect(404);
        expect(res.body.error).toBe('MEDIA_NOT_FOUND');
      }
    });

    it('needs media:write', async () => {
      const reader = await createCaller(app, 'media:read');
      const res = await request(app.http)
        .post(`/v1/media/00000000-0000-4000-8000-000000000000/shares`)
        .set(reader.auth)
        .send({ accessLevel: 'view' })
        .expect(403);
      expect(res.body.error).toBe('INSUFFICIENT_SCOPE');
    });
  });

  describe('DELETE /v1/media/shares/{shareId}', () => {
    it('revokes: the token then answers 403 SHARE_REVOKED; a repeat is the same 200', async () => {
      const media = await uploadMedia(app, owner.auth, 'a.txt', 'hello');
      const share = await shareMedia(app, owner.auth, media.mediaId);
      await request(app.http).get(`/public/media/${share.token}/meta`).expect(200);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await request(app.http)
          .delete(`/v1/media/shares/${share.shareId}`)
          .set(owner.auth)
          .expect(200);
        expect(res.body).toEqual({ shareId: share.shareId, revoked: true });
      }
      const refused = await request(app.http).get(`/public/media/${share.token}/meta`).expect(403);
      expect(refused.body.error).toBe('SHARE_REVOKED');
    });

    it("answers 404 MEDIA_SHARE_NOT_FOUND for another team's share and a malformed id", async () => {
      const media = await uploadMedia(app, owner.auth, 'a.txt', 'hello');
      const share = await shareMedia(app, owner.auth, media.mediaId);
      for (const id of [share.shareId, 'nope']) {
        const res = await request(app.http)
          .delete(`/v1/media/shares/${id}`)
          .set(stranger.auth)
          .expect(404);
        expect(res.body.error).toBe('MEDIA_SHARE_NOT_FOUND');
      }
      await request(app.http).get(`/public/media/${share.token}/meta`).expect(200);
    });

    it('needs media:write', async () => {
      const reader = await createCaller(app, 'media:read', 'media:delete');
      const res = await request(app.http)
        .delete(`/v1/media/shares/00000000-0000-4000-8000-000000000000`)
        .set(reader.auth)
        .expect(403);
      expect(res.body.error).toBe('INSUFFICIENT_SCOPE');
    });
  });

  describe('DELETE /v1/media/{mediaId}', () => {
    it('deletes the file and its bytes; its shares then answer 404 MEDIA_NOT_FOUND', async () => {
      const media = await uploadMedia(app, owner.auth, 'a.txt', 'hello');
      const share = await shareMedia(app, owner.auth, media.mediaId);
      const res = await request(app.http)
        .delete(`/v1/media/${media.mediaId}`)
        .set(owner.auth)
        .expect(200);
      expect(res.body).toEqual({ mediaId: media.mediaId, deleted: true });
      expect(existsSync(join(app.config.mediaStorageDir, storageKeyFor(media.mediaId)))).toBe(
        false,
      );
      for (const path of ['', '/meta', '/download', '/content']) {
        const gone = await request(app.http).get(`/public/media/${share.token}${path}`).expect(404);
        expect(gone.body.error).toBe('MEDIA_NOT_FOUND');
      }
      for (const path of ['/archive/list', '/preview']) {
        const gone = await request(app.http)
          .post(`/public/media/${share.token}${path}`)
          .expect(404);
        expect(gone.body.error).toBe('MEDIA_NOT_FOUND');
      }
      expect(
        await errorCode(
          request(app.http).delete(`/v1/media/${media.mediaId}`).set(owner.auth),
          404,
        ),
      ).toBe('MEDIA_NOT_FOUND');
    });

    it("answers 404 for another team's file and leaves it alone", async () => {
      const media = await uploadMedia(app, owner.auth, 'a.txt', 'hello');
      const res = await request(app.http)
        .delete(`/v1/media/${media.mediaId}`)
        .set(stranger.auth)
        .expect(404);
      expect(res.body.error).toBe('MEDIA_NOT_FOUND');
      expect(
        await errorCode(request(app.http).delete(`/v1/media/not-a-uuid`).set(owner.auth), 404),
      ).toBe('MEDIA_NOT_FOUND');
      await request(app.http).delete(`/v1/media/${media.mediaId}`).set(owner.auth).expect(200);
    });

    it('needs media:delete (write is not enough)', async () => {
      const writer = await createCaller(app, 'media:write');
      const media = await uploadMedia(app, writer.auth, 'a.txt', 'hello');
      const res = await request(app.http)
        .delete(`/v1/media/${media.mediaId}`)
        .set(writer.auth)
        .expect(403);
      expect(res.body.message).toBe('API token does not have scope media:delete');
      expect(await errorCode(request(app.http).delete(`/v1/media/${media.mediaId}`), 401)).toBe(
        'UNAUTHORIZED',
      );
    });
  });
});
