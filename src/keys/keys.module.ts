import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HmacKey } from './hmac-key.entity';
import { HmacKeyringService } from './hmac-keyring.service';
import { JwksController } from './jwks.controller';
import { KEYS_REQUIRED_AT_START, KeysBootstrap } from './keys-bootstrap.service';
import { KeysRepository } from './keys.repository';
import { SecretBoxService } from './secret-box.service';
import { SigningKey } from './signing-key.entity';
import { SigningKeysService } from './signing-keys.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SigningKey, HmacKey])],
  controllers: [JwksController],
  providers: [
    KeysRepository,
    SigningKeysService,
    HmacKeyringService,
    SecretBoxService,
    KeysBootstrap,
  ],
  exports: [SigningKeysService, HmacKeyringService, SecretBoxService],
})
export class KeysModule {
  /**
   * For the CLI: a production start goes on without its keys, since `keys:init` is what
   * provisions them; a command that needs a missing key fails when it reads it.
   */
  static withoutStartCheck(): DynamicModule {
    return {
      module: KeysModule,
      providers: [{ provide: KEYS_REQUIRED_AT_START, useValue: false }],
    };
  }
}
