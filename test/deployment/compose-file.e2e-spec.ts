import Ajv from 'ajv';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  DEPLOYMENT_PROPERTIES,
  missingProperties,
  type ComposeFile,
  type DeploymentFiles,
} from './deployment-properties';
import { packageScripts } from '../support/start-node-flags';

const ROOT = join(__dirname, '..', '..');

function shippedFiles(): DeploymentFiles {
  return {
    // Compose resolves YAML merge keys (`<<: *app-environment`); so must the test.
    compose: parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as ComposeFile,
    dockerfile: readFileSync(join(ROOT, 'Dockerfile'), 'utf8'),
    scripts: packageScripts(ROOT),
  };
}

/** No Docker daemon here: the files are read as data and checked property by property. */
describe('docker-compose.yml, the Dockerfile and the start scripts', () => {
  it('are valid against the Compose Specification schema (test/fixtures/compose-spec)', () => {
    const schema = JSON.parse(
      readFileSync(join(ROOT, 'test/fixtures/compose-spec/compose-spec.json'), 'utf8'),
    ) as object;
    // Draft-07, named by its https address, with annotations ajv's strict mode does not know.
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema({ ...draft07, $id: 'https://json-schema.org/draft-07/schema' });
    const validate = ajv.compile(schema);
    const valid = validate(shippedFiles().compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it.each(DEPLOYMENT_PROPERTIES.map((property) => [property.id, property]))(
    'keep: %s',
    (_id, property) => {
      expect(property.holds(shippedFiles())).toBe(true);
    },
  );

  it.each(DEPLOYMENT_PROPERTIES.map((property) => [property.id, property]))(
    'are reported when this one property is removed: %s',
    (id, property) => {
      const files = structuredClone(shippedFiles());
      property.breakIn(files);
      expect(missingProperties(files)).toContain(id);
    },
  );
});
