/** Ends the run with one plain line CI can read: `tests: N passed, N failed, N skipped`. */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numFailedTestSuites } = results;
    const failed = numFailedTests + (numFailedTests === 0 ? numFailedTestSuites : 0);
    process.stdout.write(
      `\ntests: ${numPassedTests} passed, ${failed} failed, ${numPendingTests} skipped\n`,
    );
  }
}

module.exports = SummaryReporter;
