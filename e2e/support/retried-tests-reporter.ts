// Says why a browser test needed its retry. Vitest names a test that passed on its second try but keeps the first
// try's error to itself, and a test that misses now and then is how a real timing bug shows first (the passkey
// test's retries were a sign-out ending the next session, docs/decisions.md "Offline sign-out"). Printed at the
// end of the run, so a CI log holds what failed even when the run passed.
import type { Reporter, TestAttempt, TestCase } from 'vitest/node';

type TestError = NonNullable<TestAttempt['errors']>[number];

const MESSAGE_LINES = 10;
const SPEC_FRAMES = 3;

/** The error's message (with Playwright's call log) and where in the specs it was thrown. */
function describe(error: TestError): string[] {
  const message = error.message.split('\n').slice(0, MESSAGE_LINES);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at .*\/e2e\//.test(line));
  return [...message, ...frames.slice(0, SPEC_FRAMES).map((frame) => frame.trim())];
}

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: TestCase[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.attempts().some((attempt) => attempt.state === 'failed')) this.retried.push(testCase);
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    const lines = ['', `Browser tests that failed a try (${this.retried.length}):`];
    for (const testCase of this.retried) {
      lines.push(`- ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName} (${testCase.result().state})`);
      for (const attempt of testCase.attempts().filter(({ state }) => state === 'failed')) {
        for (const error of attempt.errors ?? []) lines.push(`  try ${attempt.retryIndex + 1}: ${describe(error).join('\n    ')}`);
      }
    }
    console.log(lines.join('\n'));
  }
}
