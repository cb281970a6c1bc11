import { plainToInstance, Type } from 'class-transformer';
import { IsString, MaxLength, MinLength, ValidateNested, validate } from 'class-validator';
import { reportMissingAsRequired } from './missing-fields';

class Runtime {
  @IsString()
  @MaxLength(50)
  model: string;
}

class Create {
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name: string;

  @ValidateNested()
  @Type(() => Runtime)
  runtime: Runtime;
}

async function problems(body: object) {
  const object = plainToInstance(Create, body);
  const errors = await validate(object);
  reportMissingAsRequired(errors, object);
  return errors.flatMap(function flat(error): [string, object][] {
    return [
      ...(error.constraints ? [[error.property, error.constraints] as [string, object]] : []),
      ...(error.children ?? []).flatMap(flat),
    ];
  });
}

describe('reportMissingAsRequired', () => {
  it('says a missing field is required instead of listing its length limits', async () => {
    expect(await problems({ runtime: { model: 'm' } })).toEqual([
      ['name', { isDefined: 'name is required' }],
    ]);
  });

  it('keeps the messages of a value that is present', async () => {
    expect(await problems({ name: 'x'.repeat(201), runtime: { model: 'm' } })).toEqual([
      ['name', { maxLength: 'name must be shorter than or equal to 200 characters' }],
    ]);
  });

  it('reports a missing field inside a nested object', async () => {
    expect(await problems({ name: 'a', runtime: {} })).toEqual([
      ['model', { isDefined: 'model is required' }],
    ]);
  });
});
