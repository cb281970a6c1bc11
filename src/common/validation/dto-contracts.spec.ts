import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { findOversizedArrays } from './array-bounds';

type ValidationMetadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];

const SRC = join(__dirname, '..', '..');

/** Files that hold request DTOs: everything in a `dto/` folder and every `*.dto.ts`. */
const DTO_FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
  .filter((file) => /(^|\/)dto\/[^/]+\.ts$/.test(file) || file.endsWith('.dto.ts'));

interface DtoClass {
  type: new () => object;
  name: string;
  metadatas: ValidationMetadata[];
}

/** The properties of a DTO with the metadata class-validator holds for each. */
function properties(dto: DtoClass): Map<string, ValidationMetadata[]> {
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const metadata of dto.metadatas) {
    byProperty.set(metadata.propertyName, [
      ...(byProperty.get(metadata.propertyName) ?? []),
      metadata,
    ]);
  }
  return byProperty;
}

/** Validated as an array: IsArray, a validator with `each`, or nested validation of an array. */
function isArrayProperty(dto: DtoClass, property: string, metadatas: ValidationMetadata[]) {
  const designType: unknown = Reflect.getMetadata('design:type', dto.type.prototype, property);
  return metadatas.some(
    (metadata) =>
      metadata.name === 'isArray' ||
      metadata.each ||
      (metadata.type === 'nestedValidation' && designType === Array),
  );
}

/** A map-like object (`Record<string, …>`): IsObject without a nested DTO class. */
function isMapProperty(metadatas: ValidationMetadata[]) {
  return (
    metadatas.some((metadata) => metadata.name === 'isObject') &&
    !metadatas.some((metadata) => metadata.type === 'nestedValidation')
  );
}

const bound = (metadatas: ValidationMetadata[], name: string): number | undefined =>
  metadatas.find((metadata) => metadata.name === name)?.constraints?.[0] as number | undefined;

/** Query strings never carry null, so query DTOs keep IsOptional. */
const isQueryDto = (dto: DtoClass) => dto.name.endsWith('QueryDto');

describe('request DTOs', () => {
  let dtos: DtoClass[];

  beforeAll(async () => {
    const modules = await Promise.all(
      DTO_FILES.map((file) => import(join(SRC, file)) as Promise<Record<string, unknown>>),
    );
    const storage = getMetadataStorage();
    dtos = modules
      .flatMap((exports) => Object.values(exports))
      .filter((value): value is new () => object => typeof value === 'function')
      .map((type) => ({
        type,
        name: type.name,
        metadatas: storage.getTargetValidationMetadatas(type, '', true, false),
      }))
      .filter((dto) => dto.metadatas.length > 0);
  });

  it('are found in every feature', () => {
    expect(dtos.map((dto) => dto.name)).toEqual(
      expect.arrayContaining([
        'AgentCreateDto',
        'ApiTokenCreateDto',
        'InboundEndpointUpdateDto',
        'SubscriptionUpdateDto',
        'KnowledgeEntryCreateDto',
        'MediaShareCreateDto',
        'VisualPageUpdateDto',
        'OffsetPageQueryDto',
      ]),
    );
  });

  it('use no IsOptional in body DTOs (it lets null through unvalidated)', () => {
    const offenders = dtos
      .filter((dto) => !isQueryDto(dto))
      .flatMap((dto) =>
        dto.metadatas
          .filter((metadata) => metadata.name === 'isOptional')
          .map((metadata) => `${dto.name}.${metadata.propertyName}`),
      );
    expect([...new Set(offenders)].sort()).toEqual([]);
  });

  it('accept null only in the body fields where the contract gives null a meaning (IsNullable)', () => {
    const skipsNull = (metadata: ValidationMetadata) =>
      metadata.type === 'conditionalValidation' &&
      !(metadata.constraints[0] as (object: object, value: unknown) => boolean)({}, null);
    const nullable = dtos
      .filter((dto) => !isQueryDto(dto))
      .flatMap((dto) =>
        dto.metadatas.filter(skipsNull).map((metadata) => `${dto.name}.${metadata.propertyName}`),
      );
    // docs/platform.md, "Errors and validation": what null means for each of these.
    expect([...new Set(nullable)].sort()).toEqual([
      'AgentUpdateDto.avatarColor',
      'AgentUpdateDto.avatarEmoji',
      'AgentUpdateDto.avatarUrl',
      'AgentVersionUpdateDto.label',
      'ApiTokenCreateDto.allowedIps',
      'ApiTokenCreateDto.expiresAt',
      'PortalSubscriptionUpdateDto.eventTypes',
      'PortalSubscriptionUpdateDto.filter',
      'SubscriptionCreateDto.eventTypes',
      'SubscriptionCreateDto.filter',
      'SubscriptionCreateDto.maxDeliveriesPerSecond',
      'SubscriptionCreateDto.ordering',
      'SubscriptionUpdateDto.eventTypes',
      'SubscriptionUpdateDto.filter',
      'SubscriptionUpdateDto.maxDeliveriesPerSecond',
      'SubscriptionUpdateDto.ordering',
    ]);
  });

  it('bound every array property (body and query) with ArrayMaxSize', () => {
    const unbounded = dtos.flatMap((dto) =>
      [...properties(dto)]
        .filter(([property, metadatas]) => isArrayProperty(dto, property, metadatas))
        .filter(([, metadatas]) => bound(metadatas, 'arrayMaxSize') === undefined)
        .map(([property]) => `${dto.name}.${property}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuse an oversized array before its items are validated (the global pipe reads the bound)', () => {
    const unchecked = dtos.flatMap((dto) =>
      [...properties(dto)]
        .filter(([property, metadatas]) => isArrayProperty(dto, property, metadatas))
        .filter(([property, metadatas]) => {
          const max = bound(metadatas, 'arrayMaxSize') ?? 0;
          const items = Array.from({ length: max + 50 }, () => ({}));
          const errors = findOversizedArrays(plainToInstance(dto.type, { [property]: items }));
          return errors.length !== 1 || errors[0].property !== property;
        })
        .map(([property]) => `${dto.name}.${property}`),
    );
    expect(unchecked).toEqual([]);
  });

  it('check every date-time with the one rule (IsDateTimeString): none takes one Date cannot read', () => {
    const dateTimes = dtos.flatMap((dto) =>
      [...properties(dto)]
        .filter(([, metadatas]) =>
          metadatas.some((metadata) => ['isDateString', 'isIso8601'].includes(metadata.name ?? '')),
        )
        .map(([property]) => ({ dto, property })),
    );
    expect(dateTimes.length).toBeGreaterThanOrEqual(8);
    const accepting = dateTimes
      .filter(({ dto, property }) => {
        const errors = validateSync(plainToInstance(dto.type, { [property]: '2030-W01' }));
        return !errors.some((error) => error.property === property);
      })
      .map(({ dto, property }) => `${dto.name}.${property}`);
    expect(accepting).toEqual([]);
  });

  it('bound the number of keys of every map-like property with MaxKeys', () => {
    const unbounded = dtos.flatMap((dto) =>
      [...properties(dto)]
        .filter(([, metadatas]) => isMapProperty(metadatas))
        .filter(([, metadatas]) => bound(metadatas, 'maxKeys') === undefined)
        .map(([property]) => `${dto.name}.${property}`),
    );
    expect(unbounded).toEqual([]);
  });
});
