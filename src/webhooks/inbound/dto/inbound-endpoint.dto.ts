import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable';

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
  @IsOptional()
  @IsBoolean()
  requireSignature?: boolean;
}

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
