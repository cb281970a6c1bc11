import { plainToInstance, Type } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsObject,
  IsString,
  validateSync,
  ValidateNested,
  type ValidationError,
} from 'class-validator';
import { MaxItems, MaxKeys } from './collection-bounds';

class Item {
  @IsString()
  name: string;
}

class Body {
  @IsArray()
  @MaxItems(3)
  @ArrayUnique()
  @IsString({ each: true })
  tags: string[];

  @IsArray()
  @MaxItems(2)
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

describe('MaxItems', () => {
  it('accepts arrays up to the bound, unchanged', () => {
    expect(errorsOf(valid)).toEqual([]);
    expect(plainToInstance(Body, valid).tags).toEqual(['a', 'b', 'c']);
  });

  it('refuses a longer array with arrayMaxSize', () => {
    const [error] = errorsOf({ ...valid, tags: ['a', 'b', 'c', 'd'] });
    expect(error.property).toBe('tags');
    expect(error.constraints).toEqual({
      arrayMaxSize: 'tags must contain no more than 3 elements',
    });
  });

  it('hands only bound + 1 items to the other validators, nested ones included', () => {
    const many = Array.from({ length: 3_000 }, (_, index) => ({ index }));
    expect(plainToInstance(Body, { ...valid, items: many }).items).toHaveLength(3);
    const [error] = errorsOf({ ...valid, items: many });
    expect(error.constraints).toEqual({
      arrayMaxSize: 'items must contain no more than 2 elements',
    });
    expect(error.children).toHaveLength(3);
  });

  it('keeps ArrayUnique off a huge array (it is quadratic)', () => {
    const distinct = Array.from({ length: 200_000 }, (_, index) => `t${index}`);
    const started = Date.now();
    const [error] = errorsOf({ ...valid, tags: distinct });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(Object.keys(error.constraints ?? {})).toEqual(['arrayMaxSize']);
  });

  it('leaves values that are not arrays to IsArray', () => {
    const [error] = errorsOf({ ...valid, tags: 'a' });
    expect(error.constraints).toHaveProperty('isArray');
  });
});

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
