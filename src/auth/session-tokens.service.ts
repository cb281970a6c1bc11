import { Inject, Injectable } from '@nestjs/common';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SigningKeysService } from '../keys/signing-keys.service';
import { sessionKeyId } from './session-token-shape';

export interface SessionClaims {
  userId: string;
  teamId: string;
}

/** User sessions: RS256 JWTs any stock JOSE library can verify against our JWKS. */
@Injectable()
export class SessionTokensService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signingKeys: SigningKeysService,
  ) {}

  async issue({ userId, teamId }: SessionClaims): Promise<string> {
    const { kid, key } = await this.signingKeys.currentSigningKey();
    return new SignJWT({ team: teamId })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(this.config.jwtIssuer)
      .setAudience(this.config.jwtAudience)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${this.config.sessionTtlSeconds}s`)
      .sign(key);
  }

  /** The session's claims, or undefined for anything that is not a live session we issued. */
  async verify(token: string): Promise<SessionClaims | undefined> {
    const kid = sessionKeyId(
      token,
      { issuer: this.config.jwtIssuer, audience: this.config.jwtAudience },
      Math.floor(Date.now() / 1000),
    );
    if (!kid) return undefined;
    const key = await this.signingKeys.verificationKey(kid);
    if (!key) return undefined;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['RS256'],
        issuer: this.config.jwtIssuer,
        audience: this.config.jwtAudience,
      });
      if (typeof payload.sub !== 'string' || typeof payload.team !== 'string') return undefined;
      return { userId: payload.sub, teamId: payload.team };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
