import { decodeJwt, decodeProtectedHeader } from 'jose';

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The key id of a token shaped like a live session of ours, read without any key: three base64url
 * parts, an RS256 header naming a kid, our issuer and audience, a subject, a team and an expiry
 * still ahead. Anything else is refused before the signing keys are looked up, so a garbage
 * session costs no database round trip. The signature is still checked by the caller.
 */
export function sessionKeyId(
  token: string,
  expected: { issuer: string; audience: string },
  nowSeconds: number,
): string | undefined {
  if (!COMPACT_JWS.test(token)) return undefined;
  let header: ReturnType<typeof decodeProtectedHeader>;
  let claims: ReturnType<typeof decodeJwt>;
  try {
    header = decodeProtectedHeader(token);
    claims = decodeJwt(token);
  } catch {
    return undefined;
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const live =
    header.alg === 'RS256' &&
    typeof header.kid === 'string' &&
    header.kid.length > 0 &&
    claims.iss === expected.issuer &&
    audiences.includes(expected.audience) &&
    typeof claims.sub === 'string' &&
    typeof claims.team === 'string' &&
    typeof claims.exp === 'number' &&
    claims.exp > nowSeconds;
  return live ? header.kid : undefined;
}
