import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidationFailedError } from '../errors/domain-error';

export class ErrorDetailDto {
  @ApiProperty({ description: 'Dotted path of the field; empty for unrecognized keys' })
  field: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ example: 'unrecognized_keys' })
  code: string;
}

export class ErrorEnvelopeDto {
  @ApiProperty({ description: 'Stable error code', example: ValidationFailedError.code })
  error: string;

  @ApiProperty({ description: 'Human-readable explanation' })
  message: string;

  @ApiPropertyOptional({ type: [ErrorDetailDto], description: 'Present on validation errors' })
  details?: ErrorDetailDto[];
}
