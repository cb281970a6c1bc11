import { plainToInstance, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsObject,
  IsString,
  validateSync,
  ValidateNested,
  type ValidationError,
} from 'class-validator';
import { MaxKeys } from './collection-bounds';

class Item {
  @IsString()
  name: string;
}

class Body {
  @IsArray()
  @ArrayMaxSize(3)
  @ArrayUnique()
  @IsString({ each: true })
  tags: string[];

  @IsArray()
  @ArrayMaxSize(2)
  @ValidateNested({ each: true })
  @Type(() => Item)
  items: Item[];

  @IsObject()
  @MaxKeys(2)
  flags: Record<string, unknown>;
}

const valid = {
  tags: ['a', 'b', 'c'],
  items: [{ name: 'x' }, { name: 'y' }],
  flags: { a: 1, b: 2 },
};

function errorsOf(plain: object): ValidationError[] {
  return validateSync(plainToInstance(Body, plain), { forbidUnknownValues: true });
}

describe('MaxKeys', () => {
  it('accepts up to the bound and refuses more keys', () => {
    expect(errorsOf({ ...valid, flags: {} })).toEqual([]);
    const [error] = errorsOf({ ...valid, flags: { a: 1, b: 2, c: 3 } });
    expect(error.property).toBe('flags');
    expect(error.constraints).toEqual({ maxKeys: 'flags must have at most 2 keys' });
  });

  it('leaves values that are not objects to IsObject', () => {
    const [error] = errorsOf({ ...valid, flags: 'x' });
    expect(Object.keys(error.constraints ?? {})).toEqual(['isObject']);
  });
});
