import { Module } from '@nestjs/common';
import { ShareTokenService } from './share-token.service';

/** Share tokens for media files and knowledge entries (HMAC, key id inside, purpose `share`). */
@Module({
  providers: [ShareTokenService],
  exports: [ShareTokenService],
})
export class SharesModule {}
