import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { storageKeyFor } from '../../src/public-media/media-upload.engine';
import { createCaller } from '../factories/identity.factory';
import { createKnowledgeEntry, shareKnowledge, sharedFile } from '../factories/media.factory';
import { createTestApp, TestApp } from '../support/test-app';

const BODY = Buffer.from('0123456789abcdefghij');

describe('public media: raw, download, meta, content', () => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    caller = await createCaller(app, 'media:write', 'media:delete', 'knowledge:write');
  });
  afterAll(() => app.close());

  describe('GET /public/media/{token}', () => {
    it('serves the bytes inline with the file type, nosniff, a sandboxing CSP and an ETag', async () => {
      const share = await sharedFile(app, caller.auth, 'page.html', '<script>alert(1)</script>');
      const res = await request(app.http).get(`/public/media/${share.token}`).expect(200);
      expect(res.text).toBe('<script>alert(1)</script>');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="page.html"; filename*=UTF-8''page.html`,
      );
      expect(res.headers['etag']).toMatch(/^"[0-9a-f]{40}"$/);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-length']).toBe('25');
    });

    it('answers a matching If-None-Match with 304', async () => {
      const share = await sharedFile(app, caller.auth, 'a.txt', BODY);
      const first = await request(app.http).get(`/public/media/${share.token}`).expect(200);
      await request(app.http)
        .get(`/public/media/${share.token}`)
        .set('If-None-Match', first.headers.etag)
        .expect(304);
    });

    it('answers byte ranges with 206 and an out-of-file range with 416', async () => {
      const share = await sharedFile(app, caller.auth, 'a.txt', BODY);
      const middle = await request(app.http)
        .get(`/public/media/${share.token}`)
        .set('Range', 'bytes=2-5')
        .expect(206);
      expect(middle.text).toBe('2345');
      expect(middle.headers['content-range']).toBe('bytes 2-5/20');
      const suffix = await request(app.http)
        .get(`/public/media/${share.token}`)
        .set('Range', 'bytes=-3')
        .expect(206);
      expect(suffix.text).toBe('hij');
      const open = await request(app.http)
        .get(`/public/media/${share.token}`)
        .set('Range', 'bytes=18-')
        .expect(206);
      expect(open.text).toBe('ij');
      const outside = await request(app.http)
        .get(`/public/media/${share.token}`)
        .set('Range', 'bytes=20-30')
        .expect(416);
      expect(outside.body.error).toBe('RANGE_NOT_SATISFIABLE');
      expect(outside.headers['content-range']).toBe('bytes */20');
      const stale = await request(app.http)
        .get(`/public/media/${share.token}`)
        .set('Range', 'bytes=0-1')
        .set('If-Range', '"other"')
        .expect(200);
      expect(stale.text).toBe(BODY.toString());
    });

    it('answers HEAD with the headers only, and serves an empty file', async () => {
      const share = await sharedFile(app, caller.auth, 'a.txt', BODY);
      const head = await request(app.http).head(`/public/media/${share.token}`).expect(200);
      expect(head.headers['content-length']).toBe('20');
      expect(head.text).toBeUndefined();
      const empty = await sharedFile(app, caller.auth, 'empty.txt', Buffer.alloc(0));
      const res = await request(app.http).get(`/public/media/${empty.token}`).expect(200);
      expect(res.headers['content-length']).toBe('0');
    });

    it('is allowed for a view share', async () => {
      const share = await sharedFile(app, caller.auth, 'a.txt', BODY, 'view');
      await request(app.http).get(`/public/media/${share.token}`).expect(200);
    });
  });

  describe('GET /public/media/{token}/download', () => {
    it('serves an attachment with an RFC 6266 file name', async () => {
      const share = await sharedFile(app, caller.auth, 'Ünïcode "report" 1.pdf', BODY);
      const res = await request(app.http)
        .get(`/public/media/${share.token}/download`)
        .responseType('blob')
        .expect(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="_n_code _report_ 1.pdf"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%22report%22%201.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(res.body as Buffer).equals(BODY)).toBe(true);
    });

    it('refuses a view share with 403 SHARE_DOWNLOAD_FORBIDDEN', async () => {
      const share = await sharedFile(app, caller.auth, 'a.txt', BODY, 'view');
      const res = await request(app.http).get(`/public/media/${share.token}/download`).expect(403);
      expect(res.body.error).toBe('SHARE_DOWNLOAD_FORBIDDEN');
    });

    it('supports ranges too', async () => {
      const share = await sharedFile(app, caller.auth, 'a.txt', BODY);
      const res = await request(app.http)
        .get(`/public/media/${share.token}/download`)
        .set('Range', 'bytes=0-0')
        .expect(206);
      expect(res.headers['content-range']).toBe('bytes 0-0/20');
    });
  });

  describe('GET /public/media/{token}/meta', () => {
    it('answers exactly the five fields', async () => {
      const share = await sharedFile(app, caller.auth, 'notes.md', '# Hi\n', 'view');
      const res = await request(app.http).get(`/public/media/${share.token}/meta`).expect(200);
      expect(res.body).toEqual({
        fileName: 'notes.md',
        mimeType: 'text/markdown',
        fileKind: 'markdown',
        fileSize: 5,
        accessLevel: 'view',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('GET /public/media/{token}/content', () => {
    it('returns text files as editable text', async () => {
      const share = await sharedFile(app, caller.auth, 'a.csv', 'a,b\n1,2\n', 'view');
      const res = await request(app.http).get(`/public/media/${share.token}/content`).expect(200);
      expect(res.body).toEqual({
        fileName: 'a.csv',
        mimeType: 'text/csv',
        fileKind: 'text',
        format: 'text',
        text: 'a,b\n1,2\n',
        html: null,
        truncated: false,
        readOnly: true,
      });
    });

    it('renders markdown to sanitised HTML', async () => {
      const source =
        '# Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>';
      const share = await sharedFile(app, caller.auth, 'doc.md', source);
      const res = await request(app.http).get(`/public/media/${share.token}/content`).expect(200);
      expect(res.body.format).toBe('markdown');
      expect(res.body.text).toBe(source);
      expect(res.body.html).toContain('<h1>Title</h1>');
      expect(res.body.html).toContain('&lt;script&gt;');
      expect(res.body.html).not.toMatch(/<script|<img[^>]*onerror|href="javascript:/);
    });

    it('shows markdown that overflows the renderer as escaped text (not a 500)', async () => {
      const share = await sharedFile(app, caller.auth, 'deep.md', '>'.repeat(100_000));
      const res = await request(app.http).get(`/public/media/${share.token}/content`).expect(200);
      expect(res.body.format).toBe('markdown');
      expect(res.body.html.startsWith('<pre>&gt;&gt;')).toBe(true);
    });

    it('has no text for binary files', async () => {
      const share = await sharedFile(app, caller.auth, 'x.bin', Buffer.from([0, 1, 2]));
      const res = await request(app.http).get(`/public/media/${share.token}/content`).expect(200);
      expect(res.body).toMatchObject({ format: 'none', text: null, html: null });
    });
  });

  describe('token, share and file status rows (every route)', () => {
    const routes: [string, string][] = [
      ['get', ''],
      ['get', '/download'],
      ['get', '/meta'],
      ['get', '/content'],
      ['post', '/archive/list'],
      ['post', '/preview'],
    ];
    const call = (method: string, path: string) =>
      method === 'get' ? request(app.http).get(path) : request(app.http).post(path);

    it('401 SHARE_TOKEN_INVALID for garbage, a forged MAC and a knowledge token', async () => {
      const share = await sharedFile(app, caller.auth, 'a.txt', BODY);
      const [head, payload, mac] = share.token.split('.') as [string, string, string];
      const forgedMac = `${head}.${payload}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
      const entry = await createKnowledgeEntry(app, caller.auth);
      const knowledge = await shareKnowledge(app, caller.auth, entry.entryId);
      for (const token of ['garbage', forgedMac, knowledge.token, 'x'.repeat(600)]) {
        for (const [method, path] of routes) {
          const res = await call(method, `/public/media/${token}${path}`).expect(401);
          expect(res.body.error).toBe('SHARE_TOKEN_INVALID');
        }
      }
    });

    it('403 SHARE_REVOKED after revocation and SHARE_EXPIRED after expiry', async () => {
      const revoked = await sharedFile(app, caller.auth, 'a.txt', BODY);
      await request(app.http)
        .delete(`/v1/media/shares/${revoked.shareId}`)
        .set(caller.auth)
        .expect(200);
      const expired = await sharedFile(app, caller.auth, 'a.txt', BODY);
      await app.dataSource.query(
        `UPDATE media_shares SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [expired.shareId],
      );
      for (const [method, path] of routes) {
        const a = await call(method, `/public/media/${revoked.token}${path}`).expect(403);
        expect(a.body.error).toBe('SHARE_REVOKED');
        const b = await call(method, `/public/media/${expired.token}${path}`).expect(403);
        expect(b.body.error).toBe('SHARE_EXPIRED');
      }
    });

    it('404 MEDIA_NOT_FOUND when the stored bytes are gone', async () => {
      const share = await sharedFile(app, caller.auth, 'a.txt', BODY);
      rmSync(join(app.config.mediaStorageDir, storageKeyFor(share.media.mediaId)));
      for (const path of ['', '/download', '/content']) {
        const res = await request(app.http).get(`/public/media/${share.token}${path}`).expect(404);
        expect(res.body.error).toBe('MEDIA_NOT_FOUND');
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    });

    it('429 RATE_LIMIT_EXCEEDED past 120 requests a minute for one token, not for another', async () => {
      const busy = await sharedFile(app, caller.auth, 'a.txt', BODY);
      const calm = await sharedFile(app, caller.auth, 'a.txt', BODY);
      for (let i = 0; i < 120; i += 1) {
        await request(app.http).get(`/public/media/${busy.token}/meta`).expect(200);
      }
      // One budget per token, across its routes.
      for (const [method, path] of routes) {
        const limited = await call(method, `/public/media/${busy.token}${path}`).expect(429);
        expect(limited.body.error).toBe('RATE_LIMIT_EXCEEDED');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      await request(app.http).get(`/public/media/${calm.token}/meta`).expect(200);
    });

    it('500 INTERNAL_ERROR (never 401) when the share key cannot be read', async () => {
      const share = await sharedFile(app, caller.auth, 'a.txt', BODY);
      // A second app reads a copy of the run's keys, whose share keys disappear once it has
      // started; the shared key directory other test files use is never touched.
      const keysDir = join(mkdtempSync(join(tmpdir(), 'media-keys-')), 'keys');
      cpSync(app.config.keysDir, keysDir, { recursive: true });
      const broken = await createTestApp({ KEYS_DIR: keysDir });
      try {
        rmSync(join(keysDir, 'hmac', 'share'), { recursive: true, force: true });
        for (const [method, path] of routes) {
          const url = `/public/media/${share.token}${path}`;
          const res = await (
            method === 'get' ? request(broken.http).get(url) : request(broken.http).post(url)
          ).expect(500);
          expect(res.body).toEqual({ error: 'INTERNAL_ERROR', message: expect.any(String) });
        }
      } finally {
        await broken.close();
        rmSync(keysDir, { recursive: true, force: true });
      }
      await request(app.http).get(`/public/media/${share.token}/meta`).expect(200);
    });
  });
});
