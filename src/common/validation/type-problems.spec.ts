import { plainToInstance, Type } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
  validate,
} from 'class-validator';
import { reportTypeProblemsFirst } from './type-problems';

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

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  offset?: unknown;
}

async function problems(body: object) {
  const object = plainToInstance(Create, body);
  const errors = await validate(object);
  reportTypeProblemsFirst(errors, object);
  return errors.flatMap(function flat(error): [string, object][] {
    return [
      ...(error.constraints ? [[error.property, error.constraints] as [string, object]] : []),
      ...(error.children ?? []).flatMap(flat),
    ];
  });
}

describe('reportTypeProblemsFirst', () => {
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

  it('reports a null as its type problem, not as a length', async () => {
    expect(await problems({ name: null, runtime: { model: 'm' } })).toEqual([
      ['name', { isString: 'name must be a string, not null' }],
    ]);
  });

  it('reports a value of another type as its type problem alone', async () => {
    expect(await problems({ name: 'a', runtime: { model: 'm' }, offset: 'null' })).toEqual([
      ['offset', { isInt: 'offset must be an integer number' }],
    ]);
    expect(await problems({ name: 'a', runtime: 'm' })).toEqual([
      ['runtime', { nestedValidation: 'nested property runtime must be either object or array' }],
    ]);
  });
});
