/**
 * Throughput of the CPU work behind every public unsubscribe and notification link: signing and
 * verifying a `svc_unsub_` token and computing the keyed address hash. No database or Redis:
 * this is the per-request cost the links add on top of the one indexed query each makes.
 *
 *   npm run bench:unsubscribe [-- <iterations>]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { HmacKeyringService, KeyringKey } from '../src/keys/hmac-keyring.service';
import { addressHash } from '../src/unsubscribe/address-hash';
import { newTokenId, unixSeconds } from '../src/unsubscribe/signed-claims';
import { unsubscribeTokenCodec } from '../src/unsubscribe/unsubscribe-tokens.service';

const iterations = Number(process.argv[2] ?? 100_000);
const key: KeyringKey = { kid: 'benchkid', secret: randomBytes(32) };
const keyring = { find: async () => key } as unknown as HmacKeyringService;

async function measure(name: string, run: (i: number) => unknown): Promise<void> {
  for (let i = 0; i < 1000; i++) await run(i);
  const started = performance.now();
  for (let i = 0; i < iterations; i++) await run(i);
  const seconds = (performance.now() - started) / 1000;
  const perSecond = Math.round(iterations / seconds);
  console.log(
    `${name.padEnd(28)} ${perSecond.toLocaleString('en').padStart(12)} ops/s  ${((seconds / iterations) * 1e6).toFixed(1)} µs/op`,
  );
}

async function main(): Promise<void> {
  const claims = {
    v: 1 as const,
    id: newTokenId(),
    t: randomUUID(),
    u: randomUUID(),
    c: 'billing',
    exp: unixSeconds(new Date()) + 3600,
  };
  const token = unsubscribeTokenCodec.sign(key, claims);
  console.log(`${iterations.toLocaleString('en')} iterations, token length ${token.length}`);
  await measure('sign svc_unsub_', () => unsubscribeTokenCodec.sign(key, claims));
  await measure('verify svc_unsub_', () => unsubscribeTokenCodec.verify(keyring, token));
  await measure('keyed address hash', (i) => addressHash(key.secret, `user${i}@example.test`));
  const used = process.memoryUsage();
  console.log(`rss ${(used.rss / 1e6).toFixed(0)} MB, heap ${(used.heapUsed / 1e6).toFixed(0)} MB`);
}

void main();
