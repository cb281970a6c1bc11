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
const documentPath = join(root, 'openapi.json');

describe('openapi.json lint', () => {
  it('has no Spectral (oas + OWASP) errors', async () => {
    const spectral = new Spectral();
    spectral.setRuleset(spectralRuleset);
    const document = new Document(readFileSync(documentPath, 'utf8'), Parsers.Json, documentPath);
    const results = await spectral.run(document);
    const errors = results
      .filter((result) => result.severity === DiagnosticSeverity.Error)
      .map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
    expect(errors).toEqual([]);
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
