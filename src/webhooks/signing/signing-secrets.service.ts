import { Injectable } from '@nestjs/common';
import { SecretBoxService } from '../../keys/secret-box.service';

const MAX_CACHED = 10_000;

/**
 * Seals and opens the secrets of webhooks: `whsec_` signing secrets and the passwords of broker
 * URLs. Every attempt needs them, so opened secrets are kept in memory keyed by their sealed form
 * (a new secret is a new sealed value, never a stale hit).
 */
@Injectable()
export class SigningSecretsService {
  private readonly opened = new Map<string, string>();

  constructor(private readonly box: SecretBoxService) {}

  seal(secret: string): Promise<string> {
    return this.box.seal(secret);
  }

  async open(sealed: string): Promise<string> {
    const cached = this.opened.get(sealed);
    if (cached !== undefined) return cached;
    const secret = await this.box.open(sealed);
    if (this.opened.size >= MAX_CACHED) this.opened.clear();
    this.opened.set(sealed, secret);
    return secret;
  }
}
