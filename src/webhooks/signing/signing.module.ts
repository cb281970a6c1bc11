import { Module } from '@nestjs/common';
import { SigningSecretsService } from './signing-secrets.service';

/** The sealed `whsec_` secrets, shared by the inbound receiver, the owner's API and the engine. */
@Module({ providers: [SigningSecretsService], exports: [SigningSecretsService] })
export class SigningModule {}
