import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'ShareCreated' })
export class ShareCreatedView {
  @ApiProperty({ format: 'uuid' })
  shareId: string;

  @ApiProperty({ description: 'The share token: the credential of the public link' })
  token: string;

  @ApiProperty({ description: 'Absolute public URL of the share, on PUBLIC_BASE_URL' })
  url: string;
}

@ApiSchema({ name: 'ShareRevoked' })
export class ShareRevokedView {
  @ApiProperty({ format: 'uuid' })
  shareId: string;

  @ApiProperty({ example: true })
  revoked: boolean;
}
