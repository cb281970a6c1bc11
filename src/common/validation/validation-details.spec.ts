import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { IsInt, IsString, Min, ValidateNested, validate } from 'class-validator';
import { Type } from 'class-transformer';
import { summariseValidationErrors } from './validation-details';

class Inner {
  @IsInt()
  @Min(1)
  count: number;
}

class Outer {
  @IsString()
  name: string;

  @ValidateNested()
  @Type(() => Inner)
  inner: Inner;
}

async function detailsFor(body: object) {
  const errors = await validate(plainToInstance(Outer, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  return summariseValidationErrors(errors).details;
}

describe('validationDetails', () => {
  it('reports an undeclared key with an empty field and the key in the message', async () => {
    const details = await detailsFor({ name: 'a', inner: { count: 1 }, extra: true });
    expect(details).toEqual([
      { field: '', message: "Unrecognized key(s) in object: 'extra'", code: 'unrecognized_keys' },
    ]);
  });

  it('names nested fields with a dotted path and maps constraint codes', async () => {
    const details = await detailsFor({ name: 5, inner: { count: 0 } });
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'invalid_type' }),
        expect.objectContaining({ field: 'inner.count', code: 'too_small' }),
      ]),
    );
  });
});
