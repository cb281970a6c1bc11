import { createHmac, randomUUID } from 'node:crypto';
import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { commitEvents, createInboundEndpoint, signedHeaders } from '../factories/webhooks.factory';
import { errorCode } from '../support/error-code';
import { JSON_TYPE, lastInboundReason, postRaw } from './support/inbound-log';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import type { ReceivedRequest } from './support/test-receiver';
import { eventually } from './support/webhook-test-app';

const INBOUND = '/v1/webhooks/inbound-endpoints';
const HOUR_MS = 3_600_000;

/** An independent check of the spec's scheme: does `secret` make this header value? */
function signs(secret: string, req: ReceivedRequest, header = 'x-webhook-signature'): boolean {
  const timestamp = req.headers['x-webhook-timestamp'] as string;
  const digest = createHmac('sha256', secret)
    .update(`${timestamp}.${req.rawBody.toString('utf8')}`)
    .digest('hex');
  return req.headers[header] === `sha256=${digest}`;
}

describe('secret rotation without downtime', () => {
  // Room between attempts for a rotation (or the end of a grace) in the middle of a series.
  const h = new OutboundHarness({
    WEBHOOK_RETRY_SCHEDULE_MS: '0,300,1000,1000,1000,1000,1000,1000',
    WEBHOOK_DELIVERY_TIMEOUT_MS: '1500',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const rotate = (subscriptionId: string, body?: object) => {
    const pending = request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${subscriptionId}/rotate-secret`)
      .set(h.caller.auth);
    return body === undefined ? pending : pending.send(body);
  };
  const rotated = async (subscriptionId: string, body?: object) =>
    (await rotate(subscriptionId, body).expect(201)).body as {
      subscriptionId: string;
      secret: string;
      previousSecretValidUntil: string;
    };
  const endGrace = (subscriptionId: string) =>
    h.app.dataSource.query(
      `UPDATE webhook_subscriptions SET previous_secret_valid_until = now() - interval '1 second'
        WHERE id = $1`,
      [subscriptionId],
    );
  const firstRequestTo = (path: string) =>
    eventually(() => h.requestsTo(path)[0], 10_000, `a first attempt to ${path}`);

  describe('outbound subscriptions', () => {
    it('a rotation in the middle of a retry series: the retry is signed with the new secret, and with the old one in X-Webhook-Signature-Previous', async () => {
      const sub = await h.subscribe();
      const receiverHas: { secret?: string } = {};
      // The receiver fails until it gets a delivery signed with the secret it was just given.
      h.receiver.respondWith((req) =>
        req.path === sub.path && !(receiverHas.secret && signs(receiverHas.secret, req))
          ? { status: 500 }
          : { status: 200 },
      );
      await commitEvents(h.app, h.caller.member.teamId);
      await firstRequestTo(sub.path);
      const before = Date.now();
      const rotation = await rotated(sub.subscriptionId);
      receiverHas.secret = rotation.secret;

      expect(rotation.subscriptionId).toBe(sub.subscriptionId);
      expect(rotation.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(rotation.secret).not.toBe(sub.secret);
      const graceEnd = Date.parse(rotation.previousSecretValidUntil);
      expect(graceEnd).toBeGreaterThanOrEqual(before + 24 * HOUR_MS - 60_000);
      expect(graceEnd).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS + 60_000);
      expect((await h.subscription(sub.subscriptionId)).previousSecretValidUntil).toBe(
        rotation.previousSecretValidUntil,
      );

      const [delivery] = await h.settled(sub.subscriptionId);
      const requests = h.requestsTo(sub.path);
      const first = requests[0];
      const last = requests[requests.length - 1];
      if (!first || !last || !delivery) throw new Error('expected attempts');
      expect(requests.length).toBeGreaterThanOrEqual(2);
      expect(delivery.attempts.map((a) => a.status)).toEqual([
        ...requests.slice(1).map(() => 'failed'),
        'succeeded',
      ]);
      // Before the rotation: the old secret alone, no Previous header.
      expect(signs(sub.secret, first)).toBe(true);
      expect(first.headers['x-webhook-signature-previous']).toBeUndefined();
      // The retry after it: the spec's header with the new secret, the old one beside it.
      expect(last.headers['x-webhook-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(signs(rotation.secret, last)).toBe(true);
      expect(signs(sub.secret, last)).toBe(false);
      expect(signs(sub.secret, last, 'x-webhook-signature-previous')).toBe(true);
      expect(last.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
      expect(last.rawBody.equals(first.rawBody)).toBe(true);
    });

    it('the grace ending in the middle of a retry series: no Previous header, and the old secret verifies nothing', async () => {
      const sub = await h.subscribe();
      const rotation = await rotated(sub.subscriptionId);
      // The receiver fails while the old secret still comes along.
      h.receiver.respondWith((req) =>
        req.path === sub.path && req.headers['x-webhook-signature-previous'] !== undefined
          ? { status: 500 }
          : { status: 200 },
      );
      await commitEvents(h.app, h.caller.member.teamId);
      const first = await firstRequestTo(sub.path);
      expect(signs(rotation.secret, first)).toBe(true);
      expect(signs(sub.secret, first, 'x-webhook-signature-previous')).toBe(true);
      await endGrace(sub.subscriptionId);

      await h.settled(sub.subscriptionId);
      const requests = h.requestsTo(sub.path);
      const last = requests[requests.length - 1];
      if (!last) throw new Error('expected attempts');
      expect(requests.length).toBeGreaterThanOrEqual(2);
      expect(last.headers['x-webhook-signature-previous']).toBeUndefined();
      expect(signs(rotation.secret, last)).toBe(true);
      expect(signs(sub.secret, last)).toBe(false);
      expect((await h.subscription(sub.subscriptionId)).previousSecretValidUntil).toBeNull();
    });

    it('graceHours 0 retires the old secret at once', async () => {
      h.receiver.respondWith(() => ({ status: 200 }));
      const sub = await h.subscribe();
      const before = Date.now();
      const rotation = await rotated(sub.subscriptionId, { graceHours: 0 });
      const graceEnd = Date.parse(rotation.previousSecretValidUntil);
      expect(graceEnd).toBeGreaterThanOrEqual(before - 60_000);
      expect(graceEnd).toBeLessThanOrEqual(Date.now() + 60_000);
      expect((await h.subscription(sub.subscriptionId)).previousSecretValidUntil).toBeNull();

      await commitEvents(h.app, h.caller.member.teamId);
      await h.settled(sub.subscriptionId);
      const [received] = h.requestsTo(sub.path);
      if (!received) throw new Error('nothing delivered');
      expect(signs(rotation.secret, received)).toBe(true);
      expect(received.headers['x-webhook-signature-previous']).toBeUndefined();
    });

    it('a second rotation during a grace: the secret it replaces becomes the previous one, the oldest stops', async () => {
      h.receiver.respondWith(() => ({ status: 200 }));
      const sub = await h.subscribe();
      const second = await rotated(sub.subscriptionId, { graceHours: 1 });
      const third = await rotated(sub.subscriptionId, { graceHours: 72 });
      expect(
        Date.parse(third.previousSecretValidUntil) - Date.parse(second.previousSecretValidUntil),
      ).toBeGreaterThan(70 * HOUR_MS);

      await commitEvents(h.app, h.caller.member.teamId);
      await h.settled(sub.subscriptionId);
      const [received] = h.requestsTo(sub.path);
      if (!received) throw new Error('nothing delivered');
      expect(signs(third.secret, received)).toBe(true);
      expect(signs(second.secret, received, 'x-webhook-signature-previous')).toBe(true);
      for (const header of ['x-webhook-signature', 'x-webhook-signature-previous'])
        expect(signs(sub.secret, received, header)).toBe(false);
    });
  });

  describe('inbound endpoints', () => {
    const body = '{"order":7}';
    const rotateSigning = (endpointId: string, graceHours?: number) =>
      request(h.app.http)
        .post(`${INBOUND}/${endpointId}/rotate-signing-secret`)
        .set(h.caller.auth)
        .send(graceHours === undefined ? {} : { graceHours });
    const postSigned = (path: string, secret: string) =>
      postRaw(h.app, path, body, { ...JSON_TYPE, ...signedHeaders(secret, body) });
    const endSigningGrace = (endpointId: string) =>
      h.app.dataSource.query(
        `UPDATE webhook_inbound_endpoints
            SET previous_signing_secret_valid_until = now() - interval '1 second'
          WHERE id = $1`,
        [endpointId],
      );

    it('accepts both the old and the new secret during the grace, and refuses the old one after it', async () => {
      const endpoint = await createInboundEndpoint(h.app, h.caller.member.teamId, {
        requireSignature: true,
      });
      const before = Date.now();
      const res = await rotateSigning(endpoint.endpointId).expect(201);
      const rotation = res.body as {
        endpointId: string;
        signingSecret: string;
        previousSigningSecretValidUntil: string;
      };
      expect(rotation.endpointId).toBe(endpoint.endpointId);
      expect(rotation.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(rotation.signingSecret).not.toBe(endpoint.signingSecret);
      expect(Date.parse(rotation.previousSigningSecretValidUntil)).toBeGreaterThanOrEqual(
        before + 24 * HOUR_MS - 60_000,
      );
      const view = await request(h.app.http)
        .get(`${INBOUND}/${endpoint.endpointId}`)
        .set(h.caller.auth)
        .expect(200);
      expect(view.body.previousSigningSecretValidUntil).toBe(
        rotation.previousSigningSecretValidUntil,
      );

      await postSigned(endpoint.path, rotation.signingSecret).expect(200);
      await postSigned(endpoint.path, endpoint.signingSecret).expect(200);
      const stranger = await postSigned(endpoint.path, `whsec_${randomUUID()}`).expect(401);
      expect(stranger.body.error).toBe('WEBHOOK_UNAUTHORIZED');
      expect(await lastInboundReason(h.app, endpoint.endpointId)).toBe('signature_mismatch');

      await endSigningGrace(endpoint.endpointId);
      const old = await postSigned(endpoint.path, endpoint.signingSecret).expect(401);
      expect(old.body.error).toBe('WEBHOOK_UNAUTHORIZED');
      expect(await lastInboundReason(h.app, endpoint.endpointId)).toBe('signature_mismatch');
      await postSigned(endpoint.path, rotation.signingSecret).expect(200);
    });

    it('graceHours 0 refuses the old secret at once; a second rotation drops the oldest', async () => {
      const endpoint = await createInboundEndpoint(h.app, h.caller.member.teamId, {
        requireSignature: true,
      });
      const immediate = (await rotateSigning(endpoint.endpointId, 0).expect(201)).body as {
        signingSecret: string;
      };
      await postSigned(endpoint.path, endpoint.signingSecret).expect(401);
      await postSigned(endpoint.path, immediate.signingSecret).expect(200);

      const second = (await rotateSigning(endpoint.endpointId, 2).expect(201)).body as {
        signingSecret: string;
      };
      const third = (await rotateSigning(endpoint.endpointId).expect(201)).body as {
        signingSecret: string;
      };
      await postSigned(endpoint.path, third.signingSecret).expect(200);
      await postSigned(endpoint.path, second.signingSecret).expect(200);
      await postSigned(endpoint.path, immediate.signingSecret).expect(401);
    });
  });

  describe('refusals', () => {
    it.each([
      ['73', { graceHours: 73 }],
      ['-1', { graceHours: -1 }],
      ['1.5', { graceHours: 1.5 }],
      ['a string', { graceHours: '24' }],
      ['null', { graceHours: null }],
    ])('400 VALIDATION_ERROR for graceHours %s, in both directions', async (_name, body) => {
      const sub = await h.subscribe();
      const endpoint = await createInboundEndpoint(h.app, h.caller.member.teamId);
      for (const path of [
        `${SUBSCRIPTIONS}/${sub.subscriptionId}/rotate-secret`,
        `${INBOUND}/${endpoint.endpointId}/rotate-signing-secret`,
      ]) {
        const res = await request(h.app.http).post(path).set(h.caller.auth).send(body).expect(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
        const fields = (res.body.details as Array<{ field: string }>).map((d) => d.field);
        expect(fields.length).toBeGreaterThan(0);
        expect(new Set(fields)).toEqual(new Set(['graceHours']));
      }
      // Nothing was rotated.
      expect((await h.subscription(sub.subscriptionId)).previousSecretValidUntil).toBeNull();
    });

    it('accepts a POST without a body (24 h grace), and 72 h at most', async () => {
      const sub = await h.subscribe();
      const plain = await rotated(sub.subscriptionId);
      const longest = await rotated(sub.subscriptionId, { graceHours: 72 });
      expect(
        Date.parse(longest.previousSecretValidUntil) - Date.parse(plain.previousSecretValidUntil),
      ).toBeGreaterThan(47 * HOUR_MS);
    });

    it('404 for an unknown, malformed or another team’s id; 403 without webhooks:write', async () => {
      const sub = await h.subscribe();
      const endpoint = await createInboundEndpoint(h.app, h.caller.member.teamId);
      const outsider = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
      const readOnly = await createCaller(h.app, 'webhooks:read');
      const cases: Array<[string, string, string]> = [
        [SUBSCRIPTIONS, sub.subscriptionId, 'rotate-secret'],
        [INBOUND, endpoint.endpointId, 'rotate-signing-secret'],
      ];
      for (const [base, id, action] of cases) {
        const notFound =
          base === SUBSCRIPTIONS ? 'WEBHOOK_SUBSCRIPTION_NOT_FOUND' : 'WEBHOOK_ENDPOINT_NOT_FOUND';
        const post = (target: string, auth: Record<string, string>) =>
          request(h.app.http).post(`${base}/${target}/${action}`).set(auth).send({});
        expect(await errorCode(post(randomUUID(), h.caller.auth), 404)).toBe(notFound);
        expect(await errorCode(post('123', h.caller.auth), 404)).toBe(notFound);
        expect(await errorCode(post(id, outsider.auth), 404)).toBe(notFound);
        expect(await errorCode(post(id, readOnly.auth), 403)).toBe('INSUFFICIENT_SCOPE');
        await post(id, {}).expect(401);
      }
      // None of them rotated anything.
      expect((await h.subscription(sub.subscriptionId)).previousSecretValidUntil).toBeNull();
    });
  });
});
