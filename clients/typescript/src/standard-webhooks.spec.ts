import { Webhook } from 'standardwebhooks';
import { verifyStandardWebhook } from './standard-webhooks';
import { WebhookVerificationError } from './webhooks';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const replaced = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
const body =
  '{"id":"evt_1","type":"agent.created","createdAt":"2025-01-01T00:00:00Z","teamId":"t","data":{"agentId":"a"}}';
const now = 1_750_000_000;
const opts = { nowSeconds: now };

/** Signed by the Standard's own library, as an independent check of ours. */
function signed(keys: string[] = [secret], at = now, id = 'dlv_1') {
  const signatures = keys.map((key) => new Webhook(key).sign(id, new Date(at * 1000), body));
  return {
    'webhook-id': id,
    'webhook-timestamp': String(at),
    'webhook-signature': signatures.join(' '),
  };
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

describe('verifyStandardWebhook', () => {
  it('returns the event the standardwebhooks library signed (record, fetch Headers, Buffer body)', () => {
    expect(verifyStandardWebhook(body, signed(), secret, opts).type).toBe('agent.created');
    const event = verifyStandardWebhook(Buffer.from(body), new Headers(signed()), secret, opts);
    expect(event.data).toEqual({ agentId: 'a' });
  });

  it('accepts either secret during a rotation, where the header holds one entry per secret', () => {
    const headers = signed([secret, replaced]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyStandardWebhook(body, headers, secret, opts).id).toBe('evt_1');
    expect(verifyStandardWebhook(body, headers, replaced, opts).id).toBe('evt_1');
    expect(refusal(() => verifyStandardWebhook(body, signed(), replaced, opts))).toBe(
      'signature_mismatch',
    );
  });

  it('refuses a changed body, id or timestamp, and another secret', () => {
    const headers = signed();
    expect(refusal(() => verifyStandardWebhook(`${body} `, headers, secret, opts))).toBe(
      'signature_mismatch',
    );
    const otherId = { ...headers, 'webhook-id': 'dlv_2' };
    expect(refusal(() => verifyStandardWebhook(body, otherId, secret, opts))).toBe(
      'signature_mismatch',
    );
    const otherTime = { ...headers, 'webhook-timestamp': String(now - 1) };
    expect(refusal(() => verifyStandardWebhook(body, otherTime, secret, opts))).toBe(
      'signature_mismatch',
    );
    expect(refusal(() => verifyStandardWebhook(body, headers, replaced, opts))).toBe(
      'signature_mismatch',
    );
  });

  it('refuses missing headers and a timestamp outside the tolerance', () => {
    const { 'webhook-id': _id, ...noId } = signed();
    expect(refusal(() => verifyStandardWebhook(body, noId, secret, opts))).toBe('id_missing');
    const { 'webhook-signature': _signature, ...unsigned } = signed();
    expect(refusal(() => verifyStandardWebhook(body, unsigned, secret, opts))).toBe(
      'signature_missing',
    );
    const { 'webhook-timestamp': _timestamp, ...undated } = signed();
    expect(refusal(() => verifyStandardWebhook(body, undated, secret, opts))).toBe(
      'timestamp_missing',
    );
    expect(
      refusal(() => verifyStandardWebhook(body, signed([secret], now - 301), secret, opts)),
    ).toBe('timestamp_out_of_tolerance');
  });

  it('refuses a body that is not JSON only after its signature verified', () => {
    const id = 'dlv_3';
    const raw = 'not json';
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(now),
      'webhook-signature': new Webhook(secret).sign(id, new Date(now * 1000), raw),
    };
    expect(refusal(() => verifyStandardWebhook(raw, headers, secret, opts))).toBe('body_not_json');
  });
});
