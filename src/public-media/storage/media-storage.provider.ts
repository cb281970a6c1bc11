import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { LocalDiskStorage } from './local-disk.storage';
import { MEDIA_STORAGE, MediaStorage } from './media-storage';
import { S3Storage } from './s3.storage';

export const mediaStorageProvider: Provider = {
  provide: MEDIA_STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): MediaStorage =>
    config.mediaStorageDriver === 's3'
      ? new S3Storage({
          bucket: config.mediaS3Bucket ?? '',
          region: config.mediaS3Region,
          endpoint: config.mediaS3Endpoint,
          forcePathStyle: config.mediaS3ForcePathStyle,
          keyPrefix: config.mediaS3KeyPrefix,
          requestTimeoutMs: 30_000,
        })
      : new LocalDiskStorage(config.mediaStorageDir),
};
