import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { bodyPlan } from './bodies';
import { sometimes } from './hostile-values';
import {
  authorization,
  credential,
  CredentialName,
  extraHeaders,
  focusedHeaders,
  junkAuthorization,
} from './headers';
import { worldHints } from './hints';
import type { Operation } from './openapi-operations';
import { boundValues, fillPath } from './path-values';
import { queryString } from './query-values';
import type { FuzzWorld } from './world';

/** One request, ready to send, with what the judge and the pools need to know about it. */
export interface FuzzRequest {
  operation: Operation;
  method: string;
  /** Encoded path and query. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Path values: real ones as meant, nearly right or hostile ones as sent (for the pools). */
  params: Record<string, string>;
  sent?: unknown;
  caller: CredentialName;
  /** Sent twice at once (a double submit). */
  twin: boolean;
  /** The body goes chunked, without a Content-Length. */
  chunked: boolean;
  /** How the parts were made (credential, body mutation), for the failure report. */
  how: string;
}

/** Share of requests sent twice at once; FUZZ_TWIN_PERCENT raises it to hunt races. */
const TWIN_PERCENT = Number(process.env.FUZZ_TWIN_PERCENT ?? 3);

/** Which signature a webhook receiver request carries, computed over the body actually sent. */
const signing = fc.constantFrom('valid', 'valid', 'none', 'none', 'stale', 'otherSecret');

function signatureHeaders(
  mode: string,
  secret: string | undefined,
  body: Buffer | undefined,
): Record<string, string> {
  if (mode === 'none' || !secret) return {};
  const timestamp = Math.floor(Date.now() / 1000) - (mode === 'stale' ? 3_600 : 0);
  const key = mode === 'otherSecret' ? `${secret}x` : secret;
  const digest = createHmac('sha256', key)
    .update(`${timestamp}.`)
    .update(body ?? Buffer.alloc(0))
    .digest('hex');
  return { 'X-Webhook-Signature': `sha256=${digest}`, 'X-Webhook-Timestamp': String(timestamp) };
}

/** Requests for one operation of the document, built from its parameters and body schema. */
export function requestFor(world: FuzzWorld, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const hints = worldHints(world);
  return fc
    .record({
      bound: boundValues(world, operation),
      query: queryString(operation, hints),
      body: bodyPlan(operation, hints),
      who: credential(operation),
      junkAuth: junkAuthorization,
      extra: sometimes(extraHeaders, 40),
      focused: focusedHeaders(operation),
      chunked: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, fc.constant(true)),
      twin: fc.oneof(
        { weight: 100 - TWIN_PERCENT, arbitrary: fc.constant(false) },
        { weight: TWIN_PERCENT, arbitrary: fc.constant(true) },
      ),
      sign: signing,
      method: fc.oneof(
        { weight: 60, arbitrary: fc.constant(operation.method) },
        fc.constantFrom('HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE', 'GET', 'POST'),
      ),
    })
    .map(({ bound, query, body, who, junkAuth, extra, focused, chunked, twin, sign, method }) => {
      const isReceiver = operation.path.startsWith('/webhooks/');
      const headers: Record<string, string> = {
        ...(extra ?? {}),
        ...focused,
        ...authorization(who, world.credentials, junkAuth),
        ...body.headers,
        ...(isReceiver ? signatureHeaders(sign, bound.entry?.secret, body.body) : {}),
      };
      const params = Object.fromEntries(
        Object.entries(bound.path).map(([name, value]) => [name, value.value]),
      );
      return {
        operation,
        method,
        path: fillPath(operation.path, bound.path) + query(bound),
        headers,
        body: body.body,
        params,
        sent: body.sent,
        caller: who,
        twin,
        chunked: chunked && body.body !== undefined,
        how: `auth=${who} body=${body.how}${isReceiver ? ` sign=${sign}` : ''}${twin ? ' twin' : ''}${chunked ? ' chunked' : ''}`,
      };
    });
}

/** Every operation, each equally likely, so rare routes get as many requests as common ones. */
export function anyRequest(world: FuzzWorld, operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operations.map((operation) => requestFor(world, operation)));
}
