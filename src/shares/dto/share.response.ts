import { ApiProperty } from '@nestjs/swagger';

export class ShareCreatedView {
  @ApiProperty({ format: 'uuid' })
  shareId: string;

  @ApiProperty({ description: 'The share token: the credential of the public link' })
  token: string;

  @ApiProperty({ description: 'Absolute public URL of the share, on PUBLIC_BASE_URL' })
  url: string;
}

export class ShareRevokedView {
  @ApiProperty({ format: 'uuid' })
  shareId: string;

  @ApiProperty({ example: true })
  revoked: boolean;
}
