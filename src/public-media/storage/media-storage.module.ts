import { Module } from '@nestjs/common';
import { MEDIA_STORAGE } from './media-storage';
import { mediaStorageProvider } from './media-storage.provider';

@Module({
  providers: [mediaStorageProvider],
  exports: [MEDIA_STORAGE],
})
export class MediaStorageModule {}
