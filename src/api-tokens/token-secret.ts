import { randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { sha256Hex } from '../common/crypto/sha256';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 43; // 43 base62 characters carry 256 bits of randomness
const CHECKSUM_LENGTH = 6;
export const TOKEN_PREFIXES = ['svc_live_', 'svc_test_'] as const;
export type TokenPrefix = (typeof TOKEN_PREFIXES)[number];

const TOKEN_SHAPE = /^svc_(live|test)_([0-9A-Za-z]{43})([0-9A-Za-z]{6})$/;

function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < width; i += 1) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

function checksum(prefix: string, body: string): string {
  return base62(crc32(`${prefix}${body}`), CHECKSUM_LENGTH);
}

/**
 * `svc_live_` + 43 random base62 characters + a 6-character CRC32 checksum, so secret scanners
 * can recognise a real token offline and typos are refused without a database look-up.
 */
export function generateTokenSecret(prefix: TokenPrefix): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i += 1) body += BASE62[randomInt(62)];
  return withChecksum(prefix, body);
}

/** A token of this body with its checksum: only `generateTokenSecret` makes real ones. */
export function withChecksum(prefix: TokenPrefix, body: string): string {
  return `${prefix}${body}${checksum(prefix, body)}`;
}

export function hasTokenShape(token: string): boolean {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return false;
  const [, env, body, sum] = match as unknown as [string, string, string, string];
  return checksum(`svc_${env}_`, body) === sum;
}

export function looksLikeApiToken(token: string): boolean {
  return token.startsWith('svc_live_') || token.startsWith('svc_test_');
}

/** Only this digest of a token's secret is stored and looked up. */
export function hashTokenSecret(token: string): string {
  return sha256Hex(token);
}

/** What a list shows to tell tokens apart: the prefix and the first four secret characters. */
export function displayPrefix(token: string): string {
  return token.slice(0, 'svc_live_'.length + 4);
}
