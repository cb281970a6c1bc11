import { Inject, Injectable, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { AppConfig, ConfigError } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { HmacKeyringService } from './hmac-keyring.service';
import { SigningKeysService } from './signing-keys.service';

/** False where a production start goes on without keys: the CLI, whose `keys:init` makes them. */
export const KEYS_REQUIRED_AT_START = Symbol('KEYS_REQUIRED_AT_START');

/**
 * Start-up (platform.md, Secrets and keys): development generates every key that is missing or
 * cannot be read; production refuses to start unless the signing key and each purpose's current
 * key can be read, naming all that are not in one error.
 */
@Injectable()
export class KeysBootstrap implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signingKeys: SigningKeysService,
    private readonly keyring: HmacKeyringService,
    @Optional() @Inject(KEYS_REQUIRED_AT_START) private readonly required: boolean = true,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.isProduction) {
      await this.signingKeys.ensureSigningKey();
      await this.keyring.ensureKeys();
      return;
    }
    if (!this.required) return;
    const unreadable = [
      ...(await this.signingKeys.unreadableKeys()),
      ...(await this.keyring.unreadableKeys()),
    ];
    if (unreadable.length === 0) return;
    throw new ConfigError(
      `Keys missing or unreadable in KEYS_DIR (${this.config.keysDir}):\n` +
        unreadable.map((key) => `  - ${key}\n`).join('') +
        'Provision them with "npm run cli -- keys:init" on this database and KEYS_DIR ' +
        'before starting in production.',
    );
  }
}
