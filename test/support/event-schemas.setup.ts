import { checkEvents, describeEventViolations, takeEventViolations } from './event-schema-check';

/**
 * Jest setupFilesAfterEnv of the e2e project: a test fails when an event the app wrote during it
 * does not match its type's schema in the catalog. Apps closed in a test's
 * own hooks are checked by TestApp.close, before their database goes.
 */
async function failOnDrift(): Promise<void> {
  await checkEvents();
  const found = takeEventViolations();
  if (found.length > 0) throw new Error(describeEventViolations(found));
}

afterEach(failOnDrift);
afterAll(failOnDrift);
