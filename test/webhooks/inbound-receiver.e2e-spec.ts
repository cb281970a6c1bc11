import { createHmac } from 'node:crypto';
import { createTeamOwner } from '../factories/identity.factory';
import { createInboundEndpoint, signedHeaders } from '../factories/webhooks.factory';
import { InboundDeliveryLogService } from '../../src/webhooks/inbound/inbound-delivery-log.service';
import { InboundEndpointsService } from '../../src/webhooks/inbound/inbound-endpoints.service';
import { InboundReceiverService } from '../../src/webhooks/inbound/inbound-receiver.service';
import { inboundLogOf, JSON_TYPE, lastInboundReason, postRaw } from './support/inbound-log';
import { sendChunked } from './support/raw-requests';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';
import { errorCode } from '../support/error-code';

describe('POST /webhooks/{endpointId}/{token} (inbound receiver)', () => {
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

  describe('accepting', () => {
    it('answers 200 {"status":"accepted"} once the delivery is stored, then processes it from the queue into webhook.inbound.received', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const res = await post(endpoint.path, '{"order":42,"items":["a"]}').expect(200);
      expect(res.body).toEqual({ status: 'accepted' });
      expect(res.headers['ratelimit-limit']).toBe('100');

      const [stored] = await logOf(endpoint.endpointId);
      expect(stored).toMatchObject({
        outcome: 'accepted',
        httpStatus: 200,
        reason: null,
        sizeBytes: 26,
      });
      expect(stored?.payload).toEqual({ order: 42, items: ['a'] });

      const processed = await eventually(
        async () => {
          const [row] = await logOf(endpoint.endpointId);
          return row?.eventId ? row : undefined;
        },
        10_000,
        'the inbound delivery to be processed',
      );
      const [event] = await app.dataSource.query(
        'SELECT team_id, type, data FROM outbox_events WHERE id = $1',
        [processed.eventId],
      );
      expect(event).toMatchObject({
        team_id: teamId,
        type: 'webhook.inbound.received',
        data: {
          endpointId: endpoint.endpointId,
          deliveryId: processed.id,
          idempotencyKey: null,
          payload: { order: 42, items: ['a'] },
        },
      });
      const [received] = await app.dataSource.query(
        'SELECT received_at FROM webhook_inbound_deliveries WHERE id = $1',
        [processed.id],
      );
      expect(event.data.receivedAt).toBe((received.received_at as Date).toISOString());
      expect(Object.keys(event.data).sort()).toEqual([
        'deliveryId',
        'endpointId',
        'idempotencyKey',
        'payload',
        'receivedAt',
      ]);
    });

    it('accepts application/json with a UTF-8 charset and any JSON value', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      await post(endpoint.path, '"text"', {
        'Content-Type': 'application/json; charset=UTF-8',
      }).expect(200);
      await post(endpoint.path, '[1,2]', { 'Content-Type': 'Application/JSON' }).expect(200);
    });

    it('answers a repeated Idempotency-Key with 200 and does not process it twice', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const headers = { ...JSON_TYPE, 'Idempotency-Key': 'order-42' };
      await post(endpoint.path, '{"n":1}', headers).expect(200, { status: 'accepted' });
      await post(endpoint.path, '{"n":2}', headers).expect(200, { status: 'accepted' });
      await post(endpoint.path, '{"n":3}', { ...JSON_TYPE, 'Idempotency-Key': 'order-43' }).expect(
        200,
      );

      const log = await logOf(endpoint.endpointId);
      expect(log.map((row) => [row.outcome, row.idempotencyKey])).toEqual([
        ['accepted', 'order-43'],
        ['duplicate', 'order-42'],
        ['accepted', 'order-42'],
      ]);
      await eventually(
        async () => (await logOf(endpoint.endpointId)).filter((row) => row.eventId).length === 2,
      );
      const events = await app.dataSource.query(
        `SELECT data->>'idempotencyKey' AS key FROM outbox_events
          WHERE type = 'webhook.inbound.received' AND data->>'endpointId' = $1 ORDER BY key`,
        [endpoint.endpointId],
      );
      expect(events).toEqual([{ key: 'order-42' }, { key: 'order-43' }]);
    });

    it('deduplicates concurrent deliveries with the same Idempotency-Key', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const headers = { ...JSON_TYPE, 'Idempotency-Key': 'race' };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post(endpoint.path, '{}', headers)),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
      const log = await logOf(endpoint.endpointId);
      expect(log.filter((row) => row.outcome === 'accepted')).toHaveLength(1);
      expect(log.filter((row) => row.outcome === 'duplicate')).toHaveLength(7);
    });
  });

  describe('500 INTERNAL_ERROR (safe to retry)', () => {
    const internal = { error: 'INTERNAL_ERROR', message: expect.any(String) };

    it('answers 500 when the delivery cannot be stored; a retry with the same Idempotency-Key is accepted and processed once', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const headers = { ...JSON_TYPE, 'Idempotency-Key': 'retry-after-500' };
      const store = jest
        .spyOn(app.get(InboundDeliveryLogService), 'recordAcceptance')
        .mockRejectedValueOnce(new Error('connection terminated unexpectedly'));
      try {
        const res = await post(endpoint.path, '{"n":1}', headers).expect(500);
        expect(res.body).toEqual(internal);
      } finally {
        store.mockRestore();
      }
      expect(await logOf(endpoint.endpointId)).toEqual([]);

      await post(endpoint.path, '{"n":1}', headers).expect(200, { status: 'accepted' });
      const [stored] = await logOf(endpoint.endpointId);
      expect(stored).toMatchObject({ outcome: 'accepted', idempotencyKey: 'retry-after-500' });
      await eventually(async () => (await logOf(endpoint.endpointId))[0]?.eventId ?? undefined);
      const events = await app.dataSource.query(
        `SELECT id FROM outbox_events
          WHERE type = 'webhook.inbound.received' AND data->>'endpointId' = $1`,
        [endpoint.endpointId],
      );
      expect(events).toHaveLength(1);
    });

    it('answers 500, not 401, when the endpoint cannot be looked up', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const receiver = app.get(InboundReceiverService) as unknown as {
        loadEndpoints: (ids: string[]) => Promise<unknown[]>;
      };
      const lookup = jest
        .spyOn(receiver, 'loadEndpoints')
        .mockRejectedValueOnce(new Error('connection terminated unexpectedly'));
      try {
        const res = await post(endpoint.path, '{}').expect(500);
        expect(res.body).toEqual(internal);
      } finally {
        lookup.mockRestore();
      }
      await post(endpoint.path, '{}').expect(200);
    });
  });

  describe('401 WEBHOOK_UNAUTHORIZED', () => {
    it('refuses an unknown endpoint, a malformed id and a wrong token alike', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const unauthorized = { error: 'WEBHOOK_UNAUTHORIZED', message: expect.any(String) };
      for (const path of [
        `/webhooks/00000000-0000-4000-8000-000000000000/${endpoint.token}`,
        `/webhooks/not-a-uuid/${endpoint.token}`,
        `/webhooks/${endpoint.endpointId}/${endpoint.token}x`,
        `/webhooks/${endpoint.endpointId}/${'a'.repeat(43)}`,
      ]) {
        const res = await post(path, '{}').expect(401);
        expect(res.body).toEqual(unauthorized);
      }
      await eventually(async () => (await lastReason(endpoint.endpointId)) === 'token_mismatch');
    });

    it('answers a wrong token without waiting for its log entry', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      let release = (): void => undefined;
      const stalled = new Promise<void>((resolve) => (release = resolve));
      const log = app.get(InboundDeliveryLogService);
      const recordRefusal = jest.spyOn(log, 'recordRefusal').mockImplementation(() => stalled);
      try {
        const res = await post(`/webhooks/${endpoint.endpointId}/wrong`, '{}').expect(401);
        expect(res.body.error).toBe('WEBHOOK_UNAUTHORIZED');
        await eventually(() => recordRefusal.mock.calls.length === 1);
        expect(recordRefusal.mock.calls[0]?.[1]).toMatchObject({ reason: 'token_mismatch' });
      } finally {
        recordRefusal.mockRestore();
        release();
      }
    });

    it('logs at most 100 wrong tokens a minute per endpoint, and they do not spend its delivery budget', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      for (let sent = 0; sent < 120; sent += 20)
        await Promise.all(
          Array.from({ length: 20 }, () =>
            post(`/webhooks/${endpoint.endpointId}/wrong`, '{}').expect(401),
          ),
        );
      await eventually(async () => (await logOf(endpoint.endpointId)).length >= 100);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const log = await logOf(endpoint.endpointId);
      expect(log).toHaveLength(100);
      expect(new Set(log.map((row) => row.reason))).toEqual(new Set(['token_mismatch']));

      const res = await post(endpoint.path, '{}').expect(200);
      expect(res.headers['ratelimit-remaining']).toBe('99');
    });

    it('stops the old token at once after a rotation', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const rotated = await app
        .get(InboundEndpointsService)
        .rotateToken({ teamId }, endpoint.endpointId);
      expect(await errorCode(post(endpoint.path, '{}'), 401)).toBe('WEBHOOK_UNAUTHORIZED');
      await post(new URL(rotated.receiverUrl).pathname, '{}').expect(200);
    });

    it('answers a wrong token before reading any of the body', async () => {
      const endpoint = await createInboundEndpoint(app, teamId);
      const answer = await sendChunked(
        app.http,
        `/webhooks/${endpoint.endpointId}/wrong`,
        1024,
        Infinity,
      );
      expect(answer.status).toBe(401);
      expect(answer.connection).toBe('close');
    });
  });

  describe('signatures (endpoint requires them)', () => {
    let endpoint: Awaited<ReturnType<typeof createInboundEndpoint>>;
    const body = '{"event":"paid","amount":100}';
    beforeAll(async () => {
      endpoint = await createInboundEndpoint(app, teamId, { requireSignature: true });
    });

    it('accepts a valid signature over the raw bytes and records it as verified', async () => {
      await post(endpoint.path, body, {
        ...JSON_TYPE,
        ...signedHeaders(endpoint.signingSecret, body),
      }).expect(200);
      expect((await logOf(endpoint.endpointId))[0]).toMatchObject({
        outcome: 'accepted',
        signatureVerified: true,
      });
    });

    it.each([
      ['no signature headers (no fallback to the token alone)', () => ({}), 'signature_missing'],
      [
        'a signature made with another secret',
        () => signedHeaders('whsec_other', body),
        'signature_mismatch',
      ],
      [
        'a signature over a re-serialised body',
        () => signedHeaders(endpoint.signingSecret, JSON.stringify(JSON.parse(body), null, 1)),
        'signature_mismatch',
      ],
      [
        'a stale timestamp (303 s)',
        () => signedHeaders(endpoint.signingSecret, body, Math.floor(Date.now() / 1000) - 303),
        'timestamp_out_of_tolerance',
      ],
      [
        'a far-future timestamp (303 s)',
        () => signedHeaders(endpoint.signingSecret, body, Math.floor(Date.now() / 1000) + 303),
        'timestamp_out_of_tolerance',
      ],
      [
        'the retired body-only signature',
        () => retiredSignature(endpoint.signingSecret, body),
        'signature_retired_scheme',
      ],
      [
        'a signature without its timestamp',
        () => ({
          'X-Webhook-Signature': signedHeaders(endpoint.signingSecret, body)['X-Webhook-Signature'],
        }),
        'timestamp_missing',
      ],
      [
        'a bare hex digest without sha256=',
        () => bareHex(endpoint.signingSecret, body),
        'signature_mismatch',
      ],
    ])('refuses %s with 401 and logs the reason', async (_name, headers, reason) => {
      const res = await post(endpoint.path, body, { ...JSON_TYPE, ...headers() }).expect(401);
      expect(res.body.error).toBe('WEBHOOK_UNAUTHORIZED');
      expect(await lastReason(endpoint.endpointId)).toBe(reason);
    });

    it('ignores signature headers on an endpoint that does not require them', async () => {
      const open = await createInboundEndpoint(app, teamId);
      await post(open.path, body, { ...JSON_TYPE, 'X-Webhook-Signature': 'sha256=bogus' }).expect(
        200,
      );
      expect((await logOf(open.endpointId))[0]?.signatureVerified).toBe(false);
    });
  });
});

function retiredSignature(secret: string, body: string): Record<string, string> {
  return {
    'X-Webhook-Signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
  };
}

function bareHex(secret: string, body: string): Record<string, string> {
  const headers = signedHeaders(secret, body);
  return { ...headers, 'X-Webhook-Signature': headers['X-Webhook-Signature'].slice(7) };
}
