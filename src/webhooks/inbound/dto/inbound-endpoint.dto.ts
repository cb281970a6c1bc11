import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength, MinLength } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable';

@ApiSchema({ name: 'InboundEndpointCreate' })
export class InboundEndpointCreateDto {
  @ApiProperty({ maxLength: 100, example: 'Payments provider' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional({
    default: false,
    description: 'Refuse deliveries without a valid X-Webhook-Signature (no fallback to the token)',
  })
  @IsOmittable()
  @IsBoolean()
  requireSignature?: boolean;
}

@ApiSchema({ name: 'InboundEndpointUpdate' })
export class InboundEndpointUpdateDto {
  @ApiPropertyOptional({ description: 'false: deliveries are refused with 410 WEBHOOK_DISABLED' })
  @IsOmittable()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  requireSignature?: boolean;
}
