import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { sharedFile, zipWithTool } from '../factories/media.factory';
import { createTestApp, TestApp } from '../support/test-app';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

function docx(): Buffer {
  return zipWithTool({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<w:document/>',
  });
}

type SidecarMode = 'convert' | 'fail' | 'busy' | 'not-pdf' | 'drop';

/** A stand-in for Gotenberg's LibreOffice route that records what it received. */
class StandInSidecar {
  mode: SidecarMode = 'convert';
  received: { path: string; body: string }[] = [];
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('latin1') });
      if (this.mode === 'drop') return req.socket.destroy();
      if (this.mode === 'fail') return void res.writeHead(400).end('Bad Request');
      if (this.mode === 'busy') return void res.writeHead(503).end('busy');
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(this.mode === 'not-pdf' ? 'nope' : PDF);
    });
  }
}

describe('POST /public/media/{token}/preview', () => {
  describe('with the sidecar unset', () => {
    let app: TestApp;
    let caller: Awaited<ReturnType<typeof createCaller>>;
    beforeAll(async () => {
      app = await createTestApp({ PREVIEW_SIDECAR_URL: '', PUBLIC_BASE_URL: 'https://s.test' });
      caller = await createCaller(app, 'media:write');
    });
    afterAll(() => app.close());

    it('previews images and PDFs as they are', async () => {
      const image = await sharedFile(app, caller.auth, 'pic.png', PNG, 'view');
      const res = await request(app.http).post(`/public/media/${image.token}/preview`).expect(200);
      expect(res.body).toEqual({
        available: true,
        source: 'original',
        mimeType: 'image/png',
        url: `https://s.test/public/media/${image.token}`,
      });
      const pdf = await sharedFile(app, caller.auth, 'doc.pdf', PDF, 'view');
      const pdfRes = await request(app.http).post(`/public/media/${pdf.token}/preview`).expect(200);
      expect(pdfRes.body).toMatchObject({ available: true, mimeType: 'application/pdf' });
    });

    it('answers not_convertible for files no converter handles', async () => {
      for (const [name, bytes] of [
        ['a.bin', Buffer.from([0, 1, 2])],
        ['a.zip', zipWithTool({ 'a.txt': 'x' })],
      ] as const) {
        const share = await sharedFile(app, caller.auth, name, bytes);
        const res = await request(app.http)
          .post(`/public/media/${share.token}/preview`)
          .expect(200);
        expect(res.body).toEqual({ available: false, reason: 'not_convertible' });
      }
    });

    it('answers 503 PREVIEW_UNAVAILABLE with Retry-After for an office document', async () => {
      const share = await sharedFile(app, caller.auth, 'letter.docx', docx());
      const res = await request(app.http).post(`/public/media/${share.token}/preview`).expect(503);
      expect(res.body.error).toBe('PREVIEW_UNAVAILABLE');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('with a stand-in sidecar', () => {
    const sidecar = new StandInSidecar();
    let app: TestApp;
    let caller: Awaited<ReturnType<typeof createCaller>>;
    let token: string;
    let mediaRowBefore: unknown;

    beforeAll(async () => {
      const url = await sidecar.start();
      app = await createTestApp({ PREVIEW_SIDECAR_URL: url, PREVIEW_TIMEOUT_MS: '2000' });
      caller = await createCaller(app, 'media:write');
      const share = await sharedFile(app, caller.auth, 'letter.docx', docx(), 'view');
      token = share.token;
      expect(share.media.fileKind).toBe('document');
      mediaRowBefore = await app.dataSource.query('SELECT * FROM media WHERE id = $1', [
        share.media.mediaId,
      ]);
    });
    afterAll(async () => {
      await app.close();
      await sidecar.stop();
    });
    beforeEach(() => {
      sidecar.received = [];
    });

    it('converts an office document through the Gotenberg API and stores nothing', async () => {
      sidecar.mode = 'convert';
      const before = await app.dataSource.query('SELECT count(*) FROM media');
      const res = await request(app.http).post(`/public/media/${token}/preview`).expect(200);
      expect(res.body).toEqual({
        available: true,
        source: 'converted',
        mimeType: 'application/pdf',
        data: PDF.toString('base64'),
      });
      expect(sidecar.received).toHaveLength(1);
      expect(sidecar.received[0].path).toBe('/forms/libreoffice/convert');
      expect(sidecar.received[0].body).toContain('name="files"; filename="letter.docx"');
      expect(sidecar.received[0].body).toContain('[Content_Types].xml');
      expect(await app.dataSource.query('SELECT count(*) FROM media')).toEqual(before);
      const mediaRowAfter = await app.dataSource.query(
        'SELECT * FROM media WHERE id = (SELECT media_id FROM media_shares ORDER BY created_at DESC LIMIT 1)',
      );
      expect(mediaRowAfter).toEqual(mediaRowBefore);
    });

    it('answers convert_failed when the sidecar refuses or returns something else than a PDF', async () => {
      for (const mode of ['fail', 'not-pdf'] as const) {
        sidecar.mode = mode;
        const res = await request(app.http).post(`/public/media/${token}/preview`).expect(200);
        expect(res.body).toEqual({ available: false, reason: 'convert_failed' });
      }
    });

    it('answers 503 PREVIEW_UNAVAILABLE when the sidecar is busy or drops the connection', async () => {
      for (const mode of ['busy', 'drop'] as const) {
        sidecar.mode = mode;
        const res = await request(app.http).post(`/public/media/${token}/preview`).expect(503);
        expect(res.body.error).toBe('PREVIEW_UNAVAILABLE');
        expect(res.headers['retry-after']).toBeDefined();
      }
    });
  });

  describe('with an unreachable sidecar', () => {
    let app: TestApp;
    beforeAll(async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      app = await createTestApp({ PREVIEW_SIDECAR_URL: `http://127.0.0.1:${port}` });
    });
    afterAll(() => app.close());

    it('answers 503 PREVIEW_UNAVAILABLE', async () => {
      const caller = await createCaller(app, 'media:write');
      const share = await sharedFile(app, caller.auth, 'sheet.xlsx', docx());
      const res = await request(app.http).post(`/public/media/${share.token}/preview`).expect(503);
      expect(res.body.error).toBe('PREVIEW_UNAVAILABLE');
    });
  });
});
