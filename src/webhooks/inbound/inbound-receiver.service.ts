import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import {
  AuthAttempt,
  AuthFailureBudget,
} from '../../auth/failure-budget/auth-failure-budget.service';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { rateLimitHeaders, retryAfterHeader } from '../../common/rate-limit/rate-limit-headers';
import { RateLimiterService } from '../../common/rate-limit/rate-limiter.service';
import { isUuid } from '../../common/ids';
import { SigningSecretsService } from '../signing/signing-secrets.service';
import { constantTimeEqual } from '../../common/crypto/constant-time';
import { sha256Hex } from '../../common/crypto/sha256';
import { verifySignature } from '../signing/webhook-signature';
import {
  WebhookDisabledError,
  WebhookPayloadTooLargeError,
  WebhookRateLimitedError,
  WebhookUnauthorizedError,
  WebhookUnsupportedMediaTypeError,
} from '../webhooks.errors';
import { InboundDeliveryLogService } from './inbound-delivery-log.service';
import { InboundEndpointsRepository, ReceivingEndpoint } from './inbound-endpoints.repository';
import { MicroBatcher } from '../../database/micro-batcher';
import { announcesBody } from '../../common/http/announces-body';
import {
  declaresMoreThan,
  headerValue,
  isUsableIdempotencyKey,
  mediaRefusal,
} from './inbound-request-checks';
import { checkJsonPayload } from './json-payload';
import { readRawBody, RequestAbortedError } from './raw-body';

/** public-api.md, Limits: inbound webhook body of at most 1 MB. */
export const MAX_INBOUND_BODY_BYTES = 1024 * 1024;

const JSON_REFUSALS = {
  invalid_json: 'Request body is not valid UTF-8 JSON',
  json_not_storable:
    'Request body holds JSON that cannot be stored: NUL characters, unpaired surrogates or nesting deeper than 64 levels',
};

/** How the audit log names this route: never by its URL, which carries the token. */
const RECEIVER_ROUTE = 'POST /webhooks/:endpointId/:token';

/** Compared against when the endpoint does not exist, so both cases cost the same. */
const ABSENT_TOKEN_HASH = sha256Hex('no such endpoint');

export interface InboundRequest {
  endpointId: string;
  token: string;
  /** `req.ip`, whose failed-authentication budget a wrong token spends. */
  clientAddress: string | undefined;
  headers: IncomingHttpHeaders;
  body: Readable;
}

export interface InboundAccepted {
  status: 'accepted';
  rateLimitHeaders: Record<string, string>;
}

/**
 * POST /webhooks/{endpointId}/{token}. Checks run in the contract's order, and no body byte is
 * read before the token is checked: token, disabled, content type, size (counted while
 * streaming), rate, signature over the raw bytes, JSON. Every refusal of a known endpoint is
 * logged with its reason; 200 is sent only once the delivery is stored in Postgres.
 */
@Injectable()
export class InboundReceiverService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(InboundReceiverService.name);
  /** Wrong-token log writes still running after their 401 was sent. */
  private readonly backgroundWrites = new Set<Promise<void>>();
  /** Requests arriving together look their endpoints up with one query. */
  private readonly endpointLoader = new MicroBatcher<string, ReceivingEndpoint | undefined>((ids) =>
    this.loadEndpoints(ids),
  );

  constructor(
    private readonly endpoints: InboundEndpointsRepository,
    private readonly log: InboundDeliveryLogService,
    private readonly limiter: RateLimiterService,
    private readonly secrets: SigningSecretsService,
    private readonly failures: AuthFailureBudget,
  ) {}

  async receive(request: InboundRequest): Promise<InboundAccepted> {
    const { headers } = request;
    // A refusal before the body is read closes the connection instead of draining the body.
    const unread: Record<string, string> = announcesBody(headers) ? { Connection: 'close' } : {};
    const attempt: AuthAttempt = {
      clientAddress: request.clientAddress,
      route: RECEIVER_ROUTE,
      credential: 'webhook_token',
    };
    // The URL token is a credential: guessing it spends the address's budget (docs/operations.md,
    // Credential guessing), and past the budget the spec's 401 becomes 429 before the endpoint
    // is looked up.
    await this.failures.refuseIfSpent(attempt, unread);
    const endpoint = await this.findEndpoint(request.endpointId);
    const tokenMatches = constantTimeEqual(
      sha256Hex(request.token),
      endpoint?.tokenHash ?? ABSENT_TOKEN_HASH,
    );
    if (!endpoint) throw await this.failures.failed(attempt, new WebhookUnauthorizedError(unread));
    const idempotencyKey = headerValue(headers['idempotency-key']);
    const refuse = async (error: DomainError, reason: string, sizeBytes?: number) => {
      await this.log
        .recordRefusal(endpoint, { httpStatus: error.status, reason, sizeBytes, idempotencyKey })
        .catch((failure: unknown) =>
          this.logger.error({ err: failure }, 'could not log an inbound refusal'),
        );
      return error;
    };

    if (!tokenMatches) {
      this.logTokenMismatch(endpoint, idempotencyKey);
      throw await this.failures.failed(attempt, new WebhookUnauthorizedError(unread));
    }
    if (!endpoint.enabled)
      throw await refuse(new WebhookDisabledError(unread), 'endpoint_disabled');
    const media = mediaRefusal(headers);
    if (media) throw await refuse(new WebhookUnsupportedMediaTypeError(unread), media);

    if (declaresMoreThan(headers, MAX_INBOUND_BODY_BYTES))
      throw await refuse(tooLarge(), 'payload_too_large');
    const read = await readRawBody(request.body, MAX_INBOUND_BODY_BYTES).catch(
      async (error: unknown) => {
        if (!(error instanceof RequestAbortedError)) throw error;
        // The sender went away mid-body: a client fault, not a server error.
        throw await refuse(
          ValidationFailedError.forField('body', 'Request body was aborted', 'aborted'),
          'request_aborted',
        );
      },
    );
    if (read.kind === 'too_large')
      throw await refuse(tooLarge(), 'payload_too_large', read.bytesRead);
    const body = read.body;

    const rate = await this.limiter.consume('webhook', endpoint.id);
    const rateHeaders = rateLimitHeaders(rate);
    if (!rate.allowed) {
      throw await refuse(
        new WebhookRateLimitedError({
          ...rateHeaders,
          ...retryAfterHeader(rate.retryAfterSeconds),
        }),
        'rate_limited',
        body.length,
      );
    }

    if (endpoint.requireSignature) {
      const refusal = verifySignature(
        await this.signingSecretsOf(endpoint),
        {
          signature: headerValue(headers['x-webhook-signature']),
          timestamp: headerValue(headers['x-webhook-timestamp']),
          body,
        },
        Math.floor(Date.now() / 1000),
      );
      if (refusal) throw await refuse(new WebhookUnauthorizedError(), refusal, body.length);
    }

    const payload = checkJsonPayload(body);
    if (!payload.ok)
      throw await refuse(
        ValidationFailedError.forField('body', JSON_REFUSALS[payload.reason], payload.reason),
        payload.reason,
        body.length,
      );
    if (idempotencyKey !== undefined && !isUsableIdempotencyKey(idempotencyKey))
      throw await refuse(
        ValidationFailedError.forField(
          'Idempotency-Key',
          'Idempotency-Key must be 1 to 255 printable ASCII characters',
          'invalid_string',
        ),
        'idempotency_key_invalid',
        body.length,
      );

    // Stored is queued: the worker's inbound loop processes what Postgres holds.
    await this.log.recordAcceptance(endpoint, {
      payloadJson: payload.json,
      sizeBytes: body.length,
      idempotencyKey,
      signatureVerified: endpoint.requireSignature,
    });
    return { status: 'accepted', rateLimitHeaders: rateHeaders };
  }

  /** Lets the wrong-token log writes finish before the database and Redis are closed. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.backgroundWrites]);
  }

  /**
   * A wrong token on a known endpoint is recorded (public-api.md, Events), but only after the
   * 401 is sent, so it answers exactly as fast as an unknown endpoint, and at most
   * `webhookTokenMismatchLog` (100) rows a minute per endpoint: whoever knows an endpoint id can
   * send wrong tokens, and must not be able to grow the owner's log without bound.
   */
  private logTokenMismatch(endpoint: ReceivingEndpoint, idempotencyKey: string | undefined): void {
    const write = (async () => {
      const budget = await this.limiter.consume('webhookTokenMismatchLog', endpoint.id);
      if (!budget.allowed) return;
      await this.log.recordRefusal(endpoint, {
        httpStatus: 401,
        reason: 'token_mismatch',
        idempotencyKey,
      });
    })()
      .catch((failure: unknown) =>
        this.logger.error({ err: failure }, 'could not log an inbound refusal'),
      )
      .finally(() => this.backgroundWrites.delete(write));
    this.backgroundWrites.add(write);
  }

  /** The current secret, and the replaced one while its rotation grace lasts. */
  private async signingSecretsOf(endpoint: ReceivingEndpoint): Promise<string[]> {
    const current = await this.secrets.open(endpoint.signingSecretSealed);
    const previous = endpoint.previousSigningSecretSealed;
    return previous === null ? [current] : [current, await this.secrets.open(previous)];
  }

  private async findEndpoint(endpointId: string): Promise<ReceivingEndpoint | undefined> {
    if (!isUuid(endpointId)) return undefined;
    return this.endpointLoader.add(endpointId);
  }

  private async loadEndpoints(ids: string[]): Promise<Array<ReceivingEndpoint | undefined>> {
    const found = await this.endpoints.findReceiving(ids);
    const byId = new Map(found.map((endpoint) => [endpoint.id, endpoint]));
    return ids.map((id) => byId.get(id));
  }
}

function tooLarge(): WebhookPayloadTooLargeError {
  return new WebhookPayloadTooLargeError(MAX_INBOUND_BODY_BYTES, { Connection: 'close' });
}
