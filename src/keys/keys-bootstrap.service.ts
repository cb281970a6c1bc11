import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { HmacKeyringService } from './hmac-keyring.service';
import { SigningKeysService } from './signing-keys.service';

/** Start-up check (platform.md, Secrets and keys): generate in development, refuse in production. */
@Injectable()
export class KeysBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly signingKeys: SigningKeysService,
    private readonly keyring: HmacKeyringService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.signingKeys.ensureSigningKey();
    await this.keyring.ensureKeys();
  }
}
