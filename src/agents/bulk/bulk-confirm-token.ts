import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { constantTimeEqual } from '../../common/crypto/constant-time';
import { ServiceUnavailableError } from '../../common/errors/domain-error';
import { KeyUnavailableError } from '../../keys/key-errors';
import { HmacKeyringService } from '../../keys/hmac-keyring.service';
import { parseSignedToken, signToken, verifyMac } from '../../keys/signed-token';
import { canonicalJson, type RuntimeTuple } from '../agent-config';
import {
  BulkConfirmationExpiredError,
  BulkConfirmTokenInvalidError,
  BulkSelectionChangedError,
} from '../agents.errors';

/** platform.md, Values: the bulk confirm token lives 10 minutes. */
export const CONFIRM_TOKEN_TTL_SECONDS = 600;
const PREFIX = 'bct_';

export interface BulkBinding {
  teamId: string;
  action: string;
  target: RuntimeTuple;
  agentIds: string[];
}

interface ConfirmClaims {
  v: 1;
  exp: number;
  /** Digest of team, action and target: a token for another request is not this one's. */
  r: string;
  /** Digest of team and the resolved agent set: a change means the selection moved. */
  s: string;
}

/**
 * Digests of what the token is bound to. Only digests travel in the token, so it carries no
 * team id, user id or agent id in the clear.
 */
export function bindingDigests(binding: BulkBinding): { request: string; selection: string } {
  const digest = (value: unknown) =>
    createHash('sha256').update(canonicalJson(value)).digest('base64url');
  return {
    request: digest([binding.teamId, binding.action, binding.target]),
    selection: digest([binding.teamId, [...binding.agentIds].sort()]),
  };
}

/** Mints and checks the signed, 10-minute confirm token of the bulk model switch. */
@Injectable()
export class BulkConfirmTokens {
  constructor(private readonly keyring: HmacKeyringService) {}

  async mint(binding: BulkBinding, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
    const key = await this.key(() => this.keyring.current('bulk-confirm'));
    const digests = bindingDigests(binding);
    const exp = Math.floor(now / 1000) + CONFIRM_TOKEN_TTL_SECONDS;
    const claims: ConfirmClaims = { v: 1, exp, r: digests.request, s: digests.selection };
    const payload = Buffer.from(JSON.stringify(claims), 'utf8');
    return {
      token: signToken(PREFIX, key.kid, payload, key.secret),
      expiresAt: new Date(exp * 1000),
    };
  }

  /**
   * Refuses, in this order: a token that is not ours or not for this action and target (400),
   * an expired one (409), and one whose agent set differs from what resolves now (409).
   */
  async verify(token: string, binding: BulkBinding, now = Date.now()): Promise<void> {
    const parts = parseSignedToken(PREFIX, token);
    if (!parts) throw new BulkConfirmTokenInvalidError();
    const key = await this.key(() => this.keyring.find('bulk-confirm', parts.kid));
    if (!key || !verifyMac(parts, key.secret)) throw new BulkConfirmTokenInvalidError();
    const claims = parseClaims(parts.payload);
    if (!claims) throw new BulkConfirmTokenInvalidError();
    const digests = bindingDigests(binding);
    if (!constantTimeEqual(claims.r, digests.request)) throw new BulkConfirmTokenInvalidError();
    if (claims.exp * 1000 <= now) throw new BulkConfirmationExpiredError();
    if (!constantTimeEqual(claims.s, digests.selection)) throw new BulkSelectionChangedError();
  }

  private async key<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof KeyUnavailableError) {
        throw new ServiceUnavailableError('Signing key unavailable', 5);
      }
      throw error;
    }
  }
}

function parseClaims(payload: Buffer): ConfirmClaims | undefined {
  try {
    const claims = JSON.parse(payload.toString('utf8')) as Partial<ConfirmClaims>;
    if (
      claims.v === 1 &&
      typeof claims.exp === 'number' &&
      typeof claims.r === 'string' &&
      typeof claims.s === 'string'
    ) {
      return claims as ConfirmClaims;
    }
  } catch {
    // not JSON: refused below like any other garbled token
  }
  return undefined;
}
