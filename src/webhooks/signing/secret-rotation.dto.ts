import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { DEFAULT_ROTATION_GRACE_HOURS, MAX_ROTATION_GRACE_HOURS } from './secret-rotation';

@ApiSchema({ name: 'SecretRotation' })
export class SecretRotationDto {
  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_ROTATION_GRACE_HOURS,
    // No `default`: the typed client's generator would make the field required.
    description: `How long the replaced secret keeps working (default ${DEFAULT_ROTATION_GRACE_HOURS}); 0 retires it at once`,
  })
  @IsOmittable()
  @IsInt()
  @Min(0)
  @Max(MAX_ROTATION_GRACE_HOURS)
  graceHours?: number;
}
