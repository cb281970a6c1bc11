import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'ErrorDetail' })
export class ErrorDetailDto {
  @ApiProperty({ description: 'Dotted path of the field; empty for unrecognized keys' })
  field: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ description: 'What is wrong with the field', example: 'invalid_type' })
  code: string;
}

@ApiSchema({ name: 'Error' })
export class ErrorEnvelopeDto {
  @ApiProperty({ description: 'Stable error code; each response lists its own' })
  error: string;

  @ApiProperty({ description: 'Human-readable explanation' })
  message: string;

  @ApiPropertyOptional({ type: [ErrorDetailDto], description: 'Present on validation errors' })
  details?: ErrorDetailDto[];
}
