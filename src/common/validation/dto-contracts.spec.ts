import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';

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
  name: string;
  metadatas: ValidationMetadata[];
}

/** Query strings never carry null, so query DTOs keep IsOptional. */
const isQueryDto = (dto: DtoClass) => dto.name.endsWith('QueryDto');

/**
 * Body fields that still accept null through IsOptional, and why. Everywhere else a body field
 * uses IsOmittable (null refused) or IsNullable (null has a meaning the contract gives it).
 */
const NULL_THROUGH_IS_OPTIONAL: Record<string, string> = {
  // src/notifications is another change's: null stores no body, the same as an absent body.
  'NotificationCreateDto.body': 'null is no body',
  // src/unsubscribe is another change's: its service refuses null with 400 naming expiresAt.
  'LaunchUnsubscribeLinkCreateDto.expiresAt': 'refused by the service',
};

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

  it('refuse null in optional body fields unless null has a meaning (no IsOptional in bodies)', () => {
    const offenders = dtos
      .filter((dto) => !isQueryDto(dto))
      .flatMap((dto) =>
        dto.metadatas
          .filter((metadata) => metadata.name === 'isOptional')
          .map((metadata) => `${dto.name}.${metadata.propertyName}`),
      )
      .filter((field) => !(field in NULL_THROUGH_IS_OPTIONAL));
    expect([...new Set(offenders)].sort()).toEqual([]);
  });
});
