import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { VISUAL_PAGE_HTML_MAX_BYTES, VISUAL_PAGE_TITLE_MAX_LENGTH } from '../visual-page.rules';
import { HAS_VISIBLE_CHARACTER, WITHOUT_NUL } from './visual-page-content.rules';
import { HTML_MESSAGE, TITLE_MESSAGE } from './visual-page-create.dto';

/**
 * Both fields optional; an empty body changes nothing. An explicit null is refused (IsOmittable),
 * not written over a required column.
 */
@ApiSchema({ name: 'VisualPageUpdate' })
export class VisualPageUpdateDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: VISUAL_PAGE_TITLE_MAX_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(VISUAL_PAGE_TITLE_MAX_LENGTH)
  @Matches(HAS_VISIBLE_CHARACTER, { message: TITLE_MESSAGE })
  @Matches(WITHOUT_NUL, { message: TITLE_MESSAGE })
  title?: string;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: VISUAL_PAGE_HTML_MAX_BYTES, // characters never outnumber UTF-8 bytes
    description: `The new draft html; at most ${VISUAL_PAGE_HTML_MAX_BYTES} bytes of UTF-8`,
  })
  @IsOmittable()
  @IsString()
  @MinLength(1)
  @Matches(WITHOUT_NUL, { message: HTML_MESSAGE })
  html?: string;
}
