import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { AddressSuppression } from './address-suppression.entity';
import { CategorySuppression } from './category-suppression.entity';
import { CategorySuppressionService } from './category-suppression.service';
import { LaunchUnsubscribeService } from './launch-unsubscribe.service';
import { PublicUnsubscribeController } from './public-unsubscribe.controller';
import { SendPermissionModule } from './send-permission.module';
import { UnsubscribeLinksController } from './unsubscribe-links.controller';
import { UnsubscribeTokenRevocation } from './unsubscribe-token-revocation.entity';
import { UnsubscribeTokensService } from './unsubscribe-tokens.service';

/** Owns the public unsubscribe surface, the suppression store and "may I send" checks. */
@Module({
  imports: [
    IdentityModule,
    SendPermissionModule,
    TypeOrmModule.forFeature([CategorySuppression, AddressSuppression, UnsubscribeTokenRevocation]),
  ],
  controllers: [PublicUnsubscribeController, UnsubscribeLinksController],
  providers: [UnsubscribeTokensService, CategorySuppressionService, LaunchUnsubscribeService],
  exports: [UnsubscribeTokensService, SendPermissionModule],
})
export class UnsubscribeModule {}
