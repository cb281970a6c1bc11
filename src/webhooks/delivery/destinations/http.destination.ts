import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import http from 'node:http';
import https from 'node:https';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import {
  checkedLookup,
  ipLiteralOf,
  parseDestinationUrl,
  resolveAllowedAddresses,
} from './destination-policy';
import { deliveryHeaders } from './delivery-headers';
import type { DeliveryMessage, DeliveryTarget, Destination, SendOutcome } from './destination';
import { describeNetworkError as describe } from './network-errors';

/** "First bytes of the body" kept per attempt. */
export const RESPONSE_EXCERPT_BYTES = 1024;
/** More than this is not drained: the socket is dropped instead of reused. */
const MAX_DRAIN_BYTES = 64 * 1024;

interface PostOutcome {
  status?: number;
  retryAfter?: string;
  bodyExcerpt?: string;
  error?: string;
  durationMs: number;
}

/**
 * Delivers to a URL: a signed POST of the event envelope (platform.md, Values). Only 2xx
 * succeeds; a redirect is a failure and is not followed. Every new connection resolves the host through checkedLookup, so the socket
 * connects only to an address that passed the destination policy; IP literals are checked
 * directly (Node does not look them up). Redirects are not followed; the timeout covers
 * everything from resolution to the end of the response.
 */
@Injectable()
export class HttpDestination implements Destination, OnModuleDestroy {
  readonly type = 'http';
  private readonly lookup: ReturnType<typeof checkedLookup>;
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 256 });

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.lookup = checkedLookup(config.webhookAllowPrivateTargets);
  }

  onModuleDestroy(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  async send({ url }: DeliveryTarget, message: DeliveryMessage): Promise<SendOutcome> {
    const outcome = await this.post(url, message.body, {
      'Content-Type': 'application/json',
      'User-Agent': 'PlatformWebhooks/1.0',
      ...deliveryHeaders(message),
    });
    return {
      succeeded: isSuccess(outcome),
      status: outcome.status ?? null,
      retryAfter: outcome.retryAfter,
      bodyExcerpt: outcome.bodyExcerpt,
      error: errorOf(outcome),
      durationMs: outcome.durationMs,
    };
  }

  private async post(
    url: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<PostOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let target: URL;
    try {
      target = parseDestinationUrl(url);
      const literal = ipLiteralOf(target);
      if (literal) await resolveAllowedAddresses(literal, this.config.webhookAllowPrivateTargets);
    } catch (error) {
      return { error: describe(error), durationMs: elapsed() };
    }
    const outcome = await this.request(target, body, headers);
    return Object.assign(outcome, { durationMs: elapsed() });
  }

  private request(
    target: URL,
    body: string,
    headers: Record<string, string>,
  ): Promise<Omit<PostOutcome, 'durationMs'>> {
    const secure = target.protocol === 'https:';
    const payload = Buffer.from(body, 'utf8');
    return new Promise((resolve) => {
      let settled = false;
      let status: number | undefined;
      let retryAfter: string | undefined;
      const excerpt: Buffer[] = [];
      let excerptBytes = 0;
      const finish = (error?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({
          status,
          retryAfter,
          bodyExcerpt: status === undefined ? undefined : printable(Buffer.concat(excerpt)),
          error,
        });
      };
      const request = (secure ? https : http).request(
        {
          protocol: target.protocol,
          hostname: target.hostname.replace(/^\[|\]$/g, ''),
          port: target.port || undefined,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          auth: target.username
            ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`
            : undefined,
          agent: secure ? this.httpsAgent : this.httpAgent,
          lookup: this.lookup,
          headers: Object.assign({}, headers, { 'Content-Length': String(payload.length) }),
        },
        (response) => {
          status = response.statusCode;
          const header = response.headers['retry-after'];
          retryAfter = Array.isArray(header) ? header[0] : header;
          let drained = 0;
          response.on('data', (chunk: Buffer) => {
            drained += chunk.length;
            if (excerptBytes < RESPONSE_EXCERPT_BYTES) {
              const part = chunk.subarray(0, RESPONSE_EXCERPT_BYTES - excerptBytes);
              excerpt.push(part);
              excerptBytes += part.length;
            }
            if (drained > MAX_DRAIN_BYTES) {
              response.destroy();
              finish();
            }
          });
          response.on('end', () => finish());
          response.on('error', () => finish());
          response.on('close', () => finish());
        },
      );
      const timer = setTimeout(() => {
        request.destroy();
        // An answer already given stands; only a missing answer is a timeout.
        finish(
          status === undefined
            ? `timeout after ${this.config.webhookDeliveryTimeoutMs} ms`
            : undefined,
        );
      }, this.config.webhookDeliveryTimeoutMs);
      request.on('error', (error) => finish(describe(error)));
      request.end(payload);
    });
  }
}

/** Response excerpts are shown as text; NUL bytes cannot be stored in Postgres text. */
function printable(bytes: Buffer): string {
  return bytes.toString('utf8').split('\u0000').join('');
}

/** Only 2xx succeeds (platform.md, Values); a redirect is a failure and is not followed. */
function isSuccess(outcome: PostOutcome): boolean {
  return (
    outcome.error === undefined &&
    outcome.status !== undefined &&
    outcome.status >= 200 &&
    outcome.status < 300
  );
}

function errorOf(outcome: PostOutcome): string | null {
  if (outcome.error) return outcome.error;
  if (outcome.status !== undefined && outcome.status >= 300 && outcome.status < 400)
    return 'redirect not followed';
  return null;
}
