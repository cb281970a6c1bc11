import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { IsNullable, IsOmittable } from '../common/validation/is-omittable';
import { rulesOf } from './validator-keywords';

class Child {
  @IsString()
  name: string;
}

class Sample {
  @IsString()
  @MinLength(1)
  @MaxLength(20)
  @Matches(/^[a-z]/)
  @Matches(/\S/)
  name: string;

  @IsOmittable()
  @IsInt()
  @Min(0)
  @Max(10)
  count?: number;

  @IsNullable()
  @IsUrl({ protocols: ['https'], require_protocol: true })
  avatarUrl?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @ArrayUnique()
  @IsIn(['a', 'b'], { each: true })
  tags?: string[];

  @IsOmittable()
  @IsUUID()
  userId?: string;

  @IsOmittable()
  @ValidateNested()
  @Type(() => Child)
  child?: Child;
}

class Unmapped {
  @ValidateBy({ name: 'isPrime', validator: { validate: () => true } })
  n: number;
}

describe('rulesOf (the keywords a DTO property is validated with)', () => {
  const rules = rulesOf(Sample);

  it('states lengths and each pattern, in source order, for a required property', () => {
    expect(rules.get('name')).toEqual({
      value: {
        type: 'string',
        minLength: 1,
        maxLength: 20,
        pattern: '^[a-z]',
        allOf: [{ pattern: '\\S' }],
      },
      items: {},
      optional: false,
      nullable: false,
      nested: false,
    });
  });

  it('types an IsInt property as an integer with its bounds and a format', () => {
    expect(rules.get('count')).toMatchObject({
      value: { type: 'integer', minimum: 0, maximum: 10, format: 'int32' },
      optional: true,
      nullable: false,
    });
  });

  it('takes null where the property skips validation for it, and states URL schemes', () => {
    expect(rules.get('avatarUrl')).toMatchObject({
      value: { type: 'string', format: 'uri', pattern: '^(https)://' },
      optional: true,
      nullable: true,
    });
  });

  it('puts `each` rules on the items', () => {
    expect(rules.get('tags')).toMatchObject({
      value: { type: 'array', maxItems: 5, uniqueItems: true },
      items: { enum: ['a', 'b'] },
    });
    expect(rules.get('userId')?.value).toEqual({ type: 'string', format: 'uuid' });
    expect(rules.get('child')).toMatchObject({ nested: true, value: {} });
  });

  it('refuses a validator it has no keyword for, naming it', () => {
    expect(() => rulesOf(Unmapped)).toThrow(/Unmapped\.n: validator "isPrime"/);
  });
});
