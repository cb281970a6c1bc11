import { createHmac } from 'node:crypto';
import { verificationAnswer, verifyWebhook, WebhookVerificationError } from './webhooks';

const secret = 'whsec_dGVzdC1zZWNyZXQ=';
const body =
  '{"id":"evt_1","type":"agent.created","createdAt":"2025-01-01T00:00:00Z","teamId":"t","data":{"agentId":"a"}}';
const now = 1_750_000_000;

function sign(timestamp: number, raw: string = body, key = secret): string {
  return `sha256=${createHmac('sha256', key).update(`${timestamp}.${raw}`).digest('hex')}`;
}

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.reason;
    throw error;
  }
}

describe('verifyWebhook', () => {
  it('returns the event of a correctly signed body (Node headers, fetch Headers, Buffer body)', () => {
    const headers = { 'x-webhook-signature': sign(now), 'x-webhook-timestamp': String(now) };
    expect(verifyWebhook(body, headers, secret, { nowSeconds: now }).type).toBe('agent.created');
    const fetchHeaders = new Headers({
      'X-Webhook-Signature': sign(now),
      'X-Webhook-Timestamp': String(now),
    });
    const event = verifyWebhook(Buffer.from(body), fetchHeaders, secret, { nowSeconds: now });
    expect(event.data).toEqual({ agentId: 'a' });
  });

  it('accepts the replaced secret through X-Webhook-Signature-Previous during a rotation', () => {
    const replaced = 'whsec_b2xkLXNlY3JldA==';
    const headers = {
      'x-webhook-signature': sign(now),
      'x-webhook-signature-previous': sign(now, body, replaced),
      'x-webhook-timestamp': String(now),
    };
    const opts = { nowSeconds: now };
    expect(verifyWebhook(body, headers, secret, opts).id).toBe('evt_1');
    expect(verifyWebhook(body, headers, replaced, opts).id).toBe('evt_1');
    expect(refusal(() => verifyWebhook(body, headers, 'whsec_other', opts))).toBe(
      'signature_mismatch',
    );
    // After the grace there is no Previous header: the replaced secret no longer verifies.
    const after = { 'x-webhook-signature': sign(now), 'x-webhook-timestamp': String(now) };
    expect(refusal(() => verifyWebhook(body, after, replaced, opts))).toBe('signature_mismatch');
  });

  it('refuses a wrong secret, a changed body and a re-serialised body', () => {
    const headers = (signature: string) => ({
      'x-webhook-signature': signature,
      'x-webhook-timestamp': String(now),
    });
    const opts = { nowSeconds: now };
    expect(
      refusal(() => verifyWebhook(body, headers(sign(now, body, 'whsec_other')), secret, opts)),
    ).toBe('signature_mismatch');
    expect(refusal(() => verifyWebhook(`${body} `, headers(sign(now)), secret, opts))).toBe(
      'signature_mismatch',
    );
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    expect(refusal(() => verifyWebhook(reserialised, headers(sign(now)), secret, opts))).toBe(
      'signature_mismatch',
    );
    expect(refusal(() => verifyWebhook(body, headers('sha256=abc'), secret, opts))).toBe(
      'signature_mismatch',
    );
  });

  it('refuses missing headers, a malformed timestamp and one outside the tolerance', () => {
    const opts = { nowSeconds: now };
    expect(refusal(() => verifyWebhook(body, {}, secret, opts))).toBe('signature_missing');
    expect(
      refusal(() => verifyWebhook(body, { 'x-webhook-signature': sign(now) }, secret, opts)),
    ).toBe('timestamp_missing');
    expect(
      refusal(() =>
        verifyWebhook(
          body,
          { 'x-webhook-signature': sign(now), 'x-webhook-timestamp': '1e9' },
          secret,
          opts,
        ),
      ),
    ).toBe('timestamp_invalid');
    for (const skew of [-301, 301]) {
      const at = now + skew;
      const headers = { 'x-webhook-signature': sign(at), 'x-webhook-timestamp': String(at) };
      expect(refusal(() => verifyWebhook(body, headers, secret, opts))).toBe(
        'timestamp_out_of_tolerance',
      );
    }
  });

  it('accepts the edge of the default tolerance and honours a custom one', () => {
    const at = now - 300;
    const headers = { 'x-webhook-signature': sign(at), 'x-webhook-timestamp': String(at) };
    expect(
      refusal(() => verifyWebhook(body, headers, secret, { nowSeconds: now })),
    ).toBeUndefined();
    expect(
      refusal(() =>
        verifyWebhook(body, headers, secret, { nowSeconds: now, toleranceSeconds: 60 }),
      ),
    ).toBe('timestamp_out_of_tolerance');
  });
});

describe('verificationAnswer', () => {
  const event = (type: string, data: unknown) => ({
    id: 'evt_1',
    type,
    createdAt: '2025-01-01T00:00:00Z',
    teamId: 't',
    data: data as Record<string, unknown>,
  });

  it('echoes the challenge of a webhook.verification event as JSON', () => {
    const answer = verificationAnswer(
      event('webhook.verification', { subscriptionId: 's', challenge: 'abc_-123' }),
    );
    expect(answer).toBe('{"challenge":"abc_-123"}');
  });

  it('is undefined for any other event, or a challenge that is not a string', () => {
    expect(verificationAnswer(event('agent.created', { challenge: 'abc' }))).toBeUndefined();
    expect(verificationAnswer(event('webhook.verification', { challenge: 1 }))).toBeUndefined();
    expect(verificationAnswer(event('webhook.verification', null))).toBeUndefined();
  });
});
