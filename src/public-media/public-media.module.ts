import { MediaUploadIdempotencyInterceptor } from './media-upload-idempotency.interceptor';
import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SharesModule } from '../shares/shares.module';
import { ArchiveListingService } from './archive/archive-listing.service';
import { MediaShare } from './media-share.entity';
import { MediaUploadEngine } from './media-upload.engine';
import { MediaController } from './media.controller';
import { Media } from './media.entity';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { PreviewService } from './preview/preview.service';
import { PublicMediaController } from './public-media.controller';
import { PublicMediaService } from './public-media.service';
import { SharedMediaService } from './shared-media.service';
import { MediaStorageModule } from './storage/media-storage.module';
import { MEDIA_STORAGE, MediaStorage } from './storage/media-storage';

@Module({
  imports: [
    TypeOrmModule.forFeature([Media, MediaShare]),
    SharesModule,
    MediaStorageModule,
    MulterModule.registerAsync({
      imports: [MediaStorageModule],
      inject: [APP_CONFIG, MEDIA_STORAGE],
      useFactory: (config: AppConfig, storage: MediaStorage) => ({
        storage: new MediaUploadEngine(storage),
        // Browsers send the file name as raw UTF-8 bytes.
        defParamCharset: 'utf8',
        // One file part and nothing else: like JSON bodies, undeclared input is refused.
        limits: { fileSize: config.mediaMaxUploadBytes, files: 1, fields: 0, parts: 1 },
      }),
    }),
  ],
  controllers: [MediaController, PublicMediaController],
  providers: [
    MediaRepository,
    MediaService,
    MediaUploadIdempotencyInterceptor,
    SharedMediaService,
    PublicMediaService,
    ArchiveListingService,
    PreviewService,
  ],
})
export class PublicMediaModule {}
