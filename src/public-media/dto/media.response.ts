import { ApiObjectRule } from '../../common/openapi/api-object-rule.decorator';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { FILE_KINDS, FileKind } from '../file-kind';

@ApiSchema({ name: 'MediaUploaded' })
export class MediaUploadedView {
  @ApiProperty({ format: 'uuid' })
  mediaId: string;

  @ApiProperty({ example: 'report.pdf' })
  fileName: string;

  @ApiProperty({ example: 'application/pdf', description: 'Decided from the bytes and the name' })
  mimeType: string;

  @ApiProperty({ enum: FILE_KINDS })
  fileKind: FileKind;

  @ApiProperty({ example: 52817, description: 'Size in bytes' })
  fileSize: number;
}

@ApiSchema({ name: 'MediaDeleted' })
export class MediaDeletedView {
  @ApiProperty({ format: 'uuid' })
  mediaId: string;

  @ApiProperty({ example: true })
  deleted: boolean;
}

/** OpenAPI only: the multipart body of an upload; any other part is refused (multer limits). */
@ApiSchema({ name: 'MediaUpload' })
@ApiObjectRule({ additionalProperties: false })
export class MediaUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The file; one part named `file`' })
  file: unknown;
}
