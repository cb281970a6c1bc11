import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { VISUAL_PAGE_HTML_MAX_BYTES, VISUAL_PAGE_TITLE_MAX_LENGTH } from '../visual-page.rules';
import { HAS_VISIBLE_CHARACTER, WITHOUT_NUL } from './visual-page-content.rules';

export const TITLE_MESSAGE = 'title must contain a visible character and no NUL character';
export const HTML_MESSAGE = 'html must not contain a NUL character';

@ApiSchema({ name: 'VisualPageCreate' })
export class VisualPageCreateDto {
  @ApiProperty({
    minLength: 1,
    maxLength: VISUAL_PAGE_TITLE_MAX_LENGTH,
    example: 'Quarterly results',
  })
  @IsString()
  @MaxLength(VISUAL_PAGE_TITLE_MAX_LENGTH)
  @Matches(HAS_VISIBLE_CHARACTER, { message: TITLE_MESSAGE })
  @Matches(WITHOUT_NUL, { message: TITLE_MESSAGE })
  title: string;

  @ApiProperty({
    minLength: 1,
    // Characters never outnumber UTF-8 bytes, so the byte cap bounds the length too.
    maxLength: VISUAL_PAGE_HTML_MAX_BYTES,
    description:
      `A full HTML document or a fragment; at most ${VISUAL_PAGE_HTML_MAX_BYTES} bytes of UTF-8. ` +
      'Served as it is at publish time, with a robots meta tag added to its head.',
    example: '<h1>Quarterly results</h1><p>Revenue grew.</p>',
  })
  @IsString()
  @MinLength(1)
  @Matches(WITHOUT_NUL, { message: HTML_MESSAGE })
  html: string;
}
