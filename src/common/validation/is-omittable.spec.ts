import { IsBoolean, IsString, validateSync } from 'class-validator';
import { IsNullable, IsOmittable } from './is-omittable';

class Omittable {
  @IsOmittable()
  @IsBoolean()
  enabled?: boolean;
}

class Nullable {
  @IsNullable()
  @IsString()
  label?: string | null;
}

function failures(target: object): string[] {
  return validateSync(target, { forbidUnknownValues: true }).flatMap((error) =>
    Object.keys(error.constraints ?? {}).map((constraint) => `${error.property}:${constraint}`),
  );
}

const of = <T extends object>(Type: new () => T, fields: object): T =>
  Object.assign(new Type(), fields);

describe('IsOmittable', () => {
  it('skips validation only when the field is absent', () => {
    expect(failures(of(Omittable, {}))).toEqual([]);
    expect(failures(of(Omittable, { enabled: undefined }))).toEqual([]);
  });

  it('validates an explicit null like any other value, so it is refused', () => {
    expect(failures(of(Omittable, { enabled: null }))).toEqual(['enabled:isBoolean']);
  });

  it('validates given values', () => {
    expect(failures(of(Omittable, { enabled: false }))).toEqual([]);
    expect(failures(of(Omittable, { enabled: 'no' }))).toEqual(['enabled:isBoolean']);
  });
});

describe('IsNullable', () => {
  it('skips validation when the field is absent or null (for fields where null means something)', () => {
    expect(failures(of(Nullable, {}))).toEqual([]);
    expect(failures(of(Nullable, { label: null }))).toEqual([]);
  });

  it('validates given values', () => {
    expect(failures(of(Nullable, { label: 'v2' }))).toEqual([]);
    expect(failures(of(Nullable, { label: 7 }))).toEqual(['label:isString']);
  });
});
