/**
 * Lints the committed openapi.json with Spectral (oas + OWASP API ruleset,
 * overrides in ./spectral-ruleset.ts) and Redocly (recommended, overrides in
 * redocly.yaml). Fails on any error-severity result. No network: both rulesets
 * come from node_modules.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Spectral } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { DiagnosticSeverity } from '@stoplight/types';
import { spectralRuleset } from './spectral-ruleset';

const root = join(__dirname, '..', '..');

/** Just enough of openapi.json's shape to break it on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document, edited by hand
type OpenApiDocument = any;
const documentPath = join(root, 'openapi.json');

async function spectralErrors(text: string): Promise<string[]> {
  const spectral = new Spectral();
  spectral.setRuleset(spectralRuleset);
  const results = await spectral.run(new Document(text, Parsers.Json, documentPath));
  return results
    .filter((result) => result.severity === DiagnosticSeverity.Error)
    .map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
}

describe('openapi.json lint', () => {
  it('has no Spectral (oas + OWASP) errors', async () => {
    expect(await spectralErrors(readFileSync(documentPath, 'utf8'))).toEqual([]);
  }, 60_000);

  it('has rules of its own that catch what they replace', async () => {
    const document: OpenApiDocument = JSON.parse(readFileSync(documentPath, 'utf8'));
    const schemas = document.components.schemas;
    delete schemas.AgentCreate.properties.name.maxLength;
    delete schemas.AgentAccessUpdate.properties.allowedUserIds.maxItems;
    const versions = document.paths['/v1/agents/{id}/versions/{versionNumber}'].get;
    delete versions.parameters[1].schema.maximum;
    delete document.paths['/v1/agents'].get.responses['200'].headers;
    delete document.paths['/v1/agents/models'].get['x-rate-limit'];

    const codes = (await spectralErrors(JSON.stringify(document))).map((error) =>
      error.replace(/ at .*/, ''),
    );
    expect(codes.sort()).toEqual(
      [
        'input-array-limit',
        'input-integer-limit',
        'input-string-limit',
        'rate-limit-declared',
        'rate-limit-headers',
      ].sort(),
    );
  }, 60_000);

  it('has no Redocly (recommended) errors', () => {
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'redocly'),
      ['lint', 'openapi.json', '--config', 'redocly.yaml', '--format=json'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const start = run.stdout.indexOf('{');
    expect(start).toBeGreaterThanOrEqual(0);
    const report = JSON.parse(run.stdout.slice(start)) as {
      problems: {
        ruleId: string;
        severity: string;
        message: string;
        location?: { pointer?: string }[];
      }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map(
        (problem) =>
          `${problem.ruleId} at ${problem.location?.[0]?.pointer ?? '?'}: ${problem.message}`,
      );
    expect(errors).toEqual([]);
  }, 60_000);
});
