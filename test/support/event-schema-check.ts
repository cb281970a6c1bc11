import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { DataSource } from 'typeorm';
import { EVENT_CATALOG } from '../../src/events/event-schemas';
import type { EventType } from '../../src/events/event-types';
import { eventDataJsonSchema } from '../../src/webhooks/subscriptions/event-types/event-types.service';

/**
 * Every event the app writes during an e2e file is checked against its type's
 * schema in the catalog (the one GET /v1/webhooks/event-types serves). Objects that list their
 * properties refuse any other (`additionalProperties: false` unless the schema says otherwise),
 * so a payload drifts in neither direction. Events a test writes itself with made-up data
 * (commitEvents, raw INSERTs) are noted as synthetic and skipped; rows of teams another test
 * file created (the shared run database) are not this file's.
 */

export interface EventViolation {
  eventId: string;
  type: string;
  problems: string[];
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** OpenAPI 3.0 `nullable` to JSON Schema, and closed objects (see above). */
function toStrictJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toStrictJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const { nullable, example: _example, ...rest } = schema as Record<string, unknown>;
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === 'enum' ? value : toStrictJsonSchema(value),
    ]),
  );
  if (out.properties !== undefined && out.additionalProperties === undefined)
    out.additionalProperties = false;
  if (nullable !== true) return out;
  if (typeof out.type === 'string' && !out.enum) return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

function validatorOf(type: string): ValidateFunction | undefined {
  const entry = EVENT_CATALOG[type as EventType] as (typeof EVENT_CATALOG)[EventType] | undefined;
  if (!entry) return undefined;
  let validate = validators.get(type);
  if (!validate) {
    validate = ajv.compile(toStrictJsonSchema(eventDataJsonSchema(entry)) as object);
    validators.set(type, validate);
  }
  return validate;
}

/** What is wrong with an event's data for its type: empty when it matches the catalog. */
export function eventDataProblems(type: string, data: unknown): string[] {
  const validate = validatorOf(type);
  if (!validate) return [`${type} is not in the event-type catalog`];
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => {
    const where = `data${error.instancePath.replace(/\//g, '.')}`;
    const extra = (error.params as { additionalProperty?: string }).additionalProperty;
    return extra
      ? `${where} has ${extra}, which the schema does not list`
      : `${where} ${error.message}`;
  });
}

// Per test file (Jest gives each file its own module registry).
const teams = new Set<string>();
const synthetic = new Set<string>();
const checked = new Set<string>();
const watched = new Set<DataSource>();
const violations: EventViolation[] = [];

/** A team this file created: its events are this file's. */
export function noteTestTeam(teamId: string): void {
  teams.add(teamId);
}

/** Events the test wrote itself with data of its own making: not the app's payloads. */
export function noteSyntheticEvents(eventIds: readonly string[]): void {
  for (const id of eventIds) synthetic.add(id);
}

/** An event the test moved to another id (backdated-event.ts): the same event, as it was noted. */
export function noteEventMoved(from: string, to: string): void {
  if (synthetic.has(from)) synthetic.add(to);
  if (checked.has(from)) checked.add(to);
}

export function watchEvents(dataSource: DataSource): void {
  watched.add(dataSource);
}

/** Validates the file's events written since the last check, in every database it uses. */
export async function checkEvents(only?: DataSource): Promise<void> {
  if (teams.size === 0) return;
  for (const dataSource of only ? [only] : watched) {
    if (!dataSource.isInitialized) {
      watched.delete(dataSource);
      continue;
    }
    // An outage test may have cut the database: what cannot be read now is read at the next check.
    const rows = (await dataSource
      .query('SELECT id, type, data FROM outbox_events WHERE team_id = ANY($1) ORDER BY seq', [
        [...teams],
      ])
      .catch(() => [])) as { id: string; type: string; data: unknown }[];
    for (const row of rows) {
      if (checked.has(row.id) || synthetic.has(row.id)) continue;
      checked.add(row.id);
      const problems = eventDataProblems(row.type, row.data);
      if (problems.length) violations.push({ eventId: row.id, type: row.type, problems });
    }
  }
}

/** The violations found since the last call, which are then forgotten. */
export function takeEventViolations(): EventViolation[] {
  return violations.splice(0, violations.length);
}

export function describeEventViolations(found: EventViolation[]): string {
  return [
    `${found.length} event(s) written during this test do not match their event-type schema ` +
      '(src/events/event-schemas.ts):',
    ...found.map(
      (violation) => `- ${violation.type} ${violation.eventId}: ${violation.problems.join('; ')}`,
    ),
  ].join('\n');
}
