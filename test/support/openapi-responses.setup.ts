import { describeViolations, takeResponseViolations } from './openapi-response-recorder';

/**
 * Jest setupFilesAfterEnv of the e2e project: a test fails when an answer the app gave during it
 * (its hooks included) is not described by the committed openapi.json.
 */
afterEach(() => {
  const found = takeResponseViolations();
  if (found.length > 0) throw new Error(describeViolations(found));
});

// Answers given in afterAll hooks, after the last test's afterEach.
afterAll(() => {
  const found = takeResponseViolations();
  if (found.length > 0) throw new Error(describeViolations(found));
});
