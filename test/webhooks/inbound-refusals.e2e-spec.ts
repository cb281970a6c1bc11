import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTeamOwner } from '../factories/identity.factory';
import { createInboundEndpoint } from '../factories/webhooks.factory';
import { InboundEndpointsService } from '../../src/webhooks/inbound/inbound-endpoints.service';
import { inboundLogOf, JSON_TYPE, lastInboundReason, postRaw } from './support/inbound-log';
import { bodyReadStarts, sendChunked } from './support/raw-requests';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';
import { errorCode } from '../support/error-code';

const ONE_MB = 1024 * 1024;

describe('POST /webhooks/{endpointId}/{token}: refusals and their order', () => {
  let app: WebhookTestApp;
  let teamId: string;

  beforeAll(async () => {
    app = await createWebhookTestApp();
    await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
    teamId = (await createTeamOwner(app)).teamId;
  });
  afterAll(() => app.close());

  const post = (path: string, body: string | Buffer, headers?: Record<string, string>) =>
    postRaw(app, path, body, headers);
  const logOf = (endpointId: string) => inboundLogOf(app, endpointId);
  const lastReason = (endpointId: string) => lastInboundReason(app, endpointId);

  describe('other refusals, each logged with its reason', () => {
    it('410 WEBHOOK_DISABLED while the endpoint is disabled', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      await app
        .get(InboundEndpointsService)
        .update({ teamId }, endpoint.endpointId, { enabled: false });
      const res = await post(endpoint.path, '{}').expect(410);
      expect(res.body).toEqual({ error: 'WEBHOOK_DISABLED', message: expect.any(String) });
      expect(await lastReason(endpoint.endpointId)).toBe('endpoint_disabled');
      await app
        .get(InboundEndpointsService)
        .update({ teamId }, endpoint.endpointId, { enabled: true });
      await post(endpoint.path, '{}').expect(200);
    });

    it.each([
      ['no Content-Type', {}, 'unsupported_media_type'],
      ['text/plain', { 'Content-Type': 'text/plain' }, 'unsupported_media_type'],
      [
        'application/x-www-form-urlencoded',
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        'unsupported_media_type',
      ],
      [
        'application/json with a latin-1 charset',
        { 'Content-Type': 'application/json; charset=iso-8859-1' },
        'unsupported_charset',
      ],
      [
        'a gzip Content-Encoding',
        { ...JSON_TYPE, 'Content-Encoding': 'gzip' },
        'unsupported_content_encoding',
      ],
    ])('415 UNSUPPORTED_MEDIA_TYPE for %s', async (_name, headers, reason) => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const res = await request(app.http)
        .post(endpoint.path)
        .set(headers)
        .send(Buffer.from('{}'))
        .expect(415);
      expect(res.body).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
      expect(await lastReason(endpoint.endpointId)).toBe(reason);
    });

    it('413 PAYLOAD_TOO_LARGE above 1 MB, and exactly 1 MB is accepted', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const exactly = `"${'x'.repeat(ONE_MB - 2)}"`;
      await post(endpoint.path, exactly).expect(200);
      const res = await post(endpoint.path, `"${'x'.repeat(ONE_MB - 1)}"`).expect(413);
      expect(res.body).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
      expect(await lastReason(endpoint.endpointId)).toBe('payload_too_large');
    });

    it('413 counts streamed bytes: a chunked body without Content-Length is cut off past 1 MB', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const answer = await sendChunked(app.http, endpoint.path, 64 * 1024, 40);
      expect(answer.status).toBe(413);
      const [row] = await logOf(endpoint.endpointId);
      expect(row).toMatchObject({ reason: 'payload_too_large', httpStatus: 413 });
      expect(row?.sizeBytes).toBeGreaterThan(ONE_MB);
      expect(row?.sizeBytes).toBeLessThan(ONE_MB + 2 * 64 * 1024);
    });

    it('400 VALIDATION_ERROR for a body that is not JSON', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const res = await post(endpoint.path, '{"unterminated":').expect(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: [{ field: 'body', code: 'invalid_json' }],
      });
      expect(await lastReason(endpoint.endpointId)).toBe('invalid_json');
      expect(await errorCode(post(endpoint.path, '{"nul":"\\u0000"}'), 400)).toBe(
        'VALIDATION_ERROR',
      );
      expect(await lastReason(endpoint.endpointId)).toBe('json_not_storable');
      expect(await errorCode(post(endpoint.path, ''), 400)).toBe('VALIDATION_ERROR');
    });

    it('400 VALIDATION_ERROR for an unusable Idempotency-Key', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      await post(endpoint.path, '{}', { ...JSON_TYPE, 'Idempotency-Key': 'k'.repeat(256) }).expect(
        400,
      );
      expect(await lastReason(endpoint.endpointId)).toBe('idempotency_key_invalid');
    });

    it('logs a body the sender abandoned halfway as request_aborted', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const { port } = app.http.address() as AddressInfo;
      const reading = bodyReadStarts(app.http);
      const sender = http.request({
        host: '127.0.0.1',
        port,
        path: endpoint.path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' },
      });
      sender.on('error', () => undefined);
      sender.write('{"partial":');
      await reading;
      sender.destroy();
      await eventually(async () => (await lastReason(endpoint.endpointId)) === 'request_aborted');
    });

    it('429 RATE_LIMIT_EXCEEDED with Retry-After after 100 deliveries a minute to one receiver', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const other = await createInboundEndpoint(app, teamId);
      for (let sent = 0; sent < 100; sent += 10)
        await Promise.all(Array.from({ length: 10 }, () => post(endpoint.path, '{}').expect(200)));
      const res = await post(endpoint.path, '{}').expect(429);
      expect(res.body).toEqual({ error: 'RATE_LIMIT_EXCEEDED', message: expect.any(String) });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['ratelimit-remaining']).toBe('0');
      expect(await lastReason(endpoint.endpointId)).toBe('rate_limited');
      await post(other.path, '{}').expect(200);
    });
  });

  describe('check order', () => {
    it('token before disabled, disabled before content type, content type before size', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      await app
        .get(InboundEndpointsService)
        .update({ teamId }, endpoint.endpointId, { enabled: false });
      expect(
        await errorCode(
          post(`/webhooks/${endpoint.endpointId}/wrong`, '{}', { 'Content-Type': 'text/plain' }),
          401,
        ),
      ).toBe('WEBHOOK_UNAUTHORIZED');
      await post(endpoint.path, 'x'.repeat(ONE_MB + 10), { 'Content-Type': 'text/plain' }).expect(
        410,
      );
      const enabled = await createInboundEndpoint(app, teamId);
      await post(enabled.path, 'x'.repeat(ONE_MB + 10), { 'Content-Type': 'text/plain' }).expect(
        415,
      );
    });

    it('size before rate, rate before signature, signature before JSON', async () => {
      const endpoint = await createInboundEndpoint(app, teamId, { requireSignature: true });
      expect(await errorCode(post(endpoint.path, '{bad json', JSON_TYPE), 401)).toBe(
        'WEBHOOK_UNAUTHORIZED',
      );
      expect(await lastReason(endpoint.endpointId)).toBe('signature_missing');
      for (let sent = 1; sent < 100; sent += 11)
        await Promise.all(Array.from({ length: 11 }, () => post(endpoint.path, '{}', JSON_TYPE)));
      expect(await errorCode(post(endpoint.path, '{}', JSON_TYPE), 429)).toBe(
        'RATE_LIMIT_EXCEEDED',
      );
      expect(await errorCode(post(endpoint.path, `"${'x'.repeat(ONE_MB)}"`, JSON_TYPE), 413)).toBe(
        'PAYLOAD_TOO_LARGE',
      );
    });
  });
});
