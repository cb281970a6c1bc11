import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { FILE_KINDS, FileKind } from '../file-kind';
import type { MediaAccessLevel } from '../media-share.entity';

/** The media meta descriptor: exactly these five fields, no team, media or drive id. */
@ApiSchema({ name: 'MediaMeta' })
export class MediaMetaView {
  @ApiProperty({ example: 'report.pdf' })
  fileName: string;

  @ApiProperty({ example: 'application/pdf' })
  mimeType: string;

  @ApiProperty({ enum: FILE_KINDS })
  fileKind: FileKind;

  @ApiProperty({ example: 52817 })
  fileSize: number;

  @ApiProperty({ enum: ['view', 'download'] })
  accessLevel: MediaAccessLevel;
}

@ApiSchema({ name: 'FileContent' })
export class FileContentView {
  @ApiProperty()
  fileName: string;

  @ApiProperty()
  mimeType: string;

  @ApiProperty({ enum: FILE_KINDS })
  fileKind: FileKind;

  @ApiProperty({
    enum: ['text', 'markdown', 'none'],
    description:
      '`text`: editable text in `text`; `markdown`: the source in `text` and sanitised HTML in `html`; `none`: not a text format',
  })
  format: 'text' | 'markdown' | 'none';

  @ApiProperty({ type: String, nullable: true, description: 'The text, UTF-8 decoded' })
  text: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Backend-rendered, sanitised HTML' })
  html: string | null;

  @ApiProperty({ description: 'True when only the first 1 MiB of the file is included' })
  truncated: boolean;

  @ApiProperty({ example: true, description: 'Shares never allow editing' })
  readOnly: boolean;
}

@ApiSchema({ name: 'ArchiveEntry' })
export class ArchiveEntryView {
  @ApiProperty({ example: 'report.pdf', description: 'Last segment of the safe path' })
  name: string;

  @ApiProperty({ example: 'docs/report.pdf', description: 'Safe relative path ("/" separated)' })
  path: string;

  @ApiProperty({ enum: ['file', 'directory', 'symlink'] })
  type: 'file' | 'directory' | 'symlink';

  @ApiPropertyOptional({ description: 'Uncompressed size as the directory claims it' })
  size?: number;

  @ApiPropertyOptional()
  compressedSize?: number;

  @ApiPropertyOptional({ format: 'date-time' })
  modifiedAt?: string;

  @ApiPropertyOptional()
  encrypted?: boolean;

  @ApiPropertyOptional({
    description: 'The name exactly as stored, when it differs from `path` (unsafe names)',
  })
  rawName?: string;

  @ApiProperty({
    type: [String],
    example: [],
    description:
      'Findings: absolute_path, parent_traversal, overlapping_data, data_out_of_bounds, duplicate_path, path_too_deep',
  })
  issues: string[];

  @ApiPropertyOptional({ type: () => [ArchiveEntryView] })
  children?: ArchiveEntryView[];
}

@ApiSchema({ name: 'ArchiveListing' })
export class ArchiveListingView {
  @ApiProperty({ example: 'zip' })
  format: 'zip';

  @ApiProperty({ description: 'Entries in the central directory' })
  entryCount: number;

  @ApiProperty({ description: 'Sum of the uncompressed sizes the directory claims' })
  totalUncompressedSize: number;

  @ApiProperty({
    description:
      'True when entries were left out because the listing reached its size limit (4 Mi characters of names and paths)',
  })
  truncated: boolean;

  @ApiProperty({
    type: [String],
    description:
      'Archive-wide findings: unsafe_paths, symlinks, overlapping_entries (zip bomb), encrypted_entries, extreme_compression_ratio, duplicate_paths, deep_paths, listing_truncated',
  })
  warnings: string[];

  @ApiProperty({ type: [ArchiveEntryView], description: 'Top-level entries; directories nest' })
  entries: ArchiveEntryView[];
}

@ApiSchema({ name: 'PreviewDescriptor' })
export class PreviewDescriptorView {
  @ApiProperty()
  available: boolean;

  @ApiPropertyOptional({ enum: ['not_convertible', 'convert_failed'] })
  reason?: 'not_convertible' | 'convert_failed';

  @ApiPropertyOptional({ example: 'application/pdf', description: 'Type of the preview' })
  mimeType?: string;

  @ApiPropertyOptional({ enum: ['original', 'converted'] })
  source?: 'original' | 'converted';

  @ApiPropertyOptional({ description: 'Absolute URL of the original, for previewable files' })
  url?: string;

  @ApiPropertyOptional({ description: 'The converted PDF, base64, for office documents' })
  data?: string;
}
