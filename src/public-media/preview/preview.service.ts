import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { shareUrl } from '../../shares/share-state';
import type { PreviewDescriptorView } from '../dto/public-media.response';
import { PreviewUnavailableError } from '../media.errors';
import { SharedMediaService } from '../shared-media.service';
import { convertWithGotenberg } from './gotenberg-client';

/** Image types every browser displays as they are. */
const BROWSER_IMAGES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/svg+xml',
]);
const OFFICE_KINDS = new Set(['document', 'spreadsheet', 'presentation']);
export const PREVIEW_RETRY_AFTER_SECONDS = 30;

/**
 * The preview descriptor. Images and PDFs preview as they are (the descriptor points at the
 * inline URL); office documents are converted to PDF by the sidecar on every call and returned in
 * the descriptor: nothing is written or stored, as the contract requires.
 */
@Injectable()
export class PreviewService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shared: SharedMediaService,
  ) {}

  async describe(token: string): Promise<PreviewDescriptorView> {
    const { media } = await this.shared.resolve(token);
    if (media.fileKind === 'pdf' || BROWSER_IMAGES.has(media.mimeType)) {
      return {
        available: true,
        source: 'original',
        mimeType: media.mimeType,
        url: shareUrl(this.config.publicBaseUrl, 'public/media', token),
      };
    }
    if (!OFFICE_KINDS.has(media.fileKind)) return { available: false, reason: 'not_convertible' };

    const sidecar = this.config.previewSidecarUrl;
    if (!sidecar) throw new PreviewUnavailableError(PREVIEW_RETRY_AFTER_SECONDS);
    const document = await this.shared.open(media);
    const result = await convertWithGotenberg(
      sidecar,
      media.fileName,
      document,
      this.config.previewTimeoutMs,
    );
    document.destroy();
    if (result.outcome === 'unreachable')
      throw new PreviewUnavailableError(PREVIEW_RETRY_AFTER_SECONDS);
    if (result.outcome === 'failed') return { available: false, reason: 'convert_failed' };
    return {
      available: true,
      source: 'converted',
      mimeType: 'application/pdf',
      data: result.pdf.toString('base64'),
    };
  }
}
