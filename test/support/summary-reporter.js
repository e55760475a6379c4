/** How many of the slowest test files the summary lists (the suite must stay under 20 minutes). */
const SLOWEST_SHOWN = 12;

/**
 * Ends the run with the slowest files, then one plain line CI can read:
 * `tests: N passed, N failed, N skipped`.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numFailedTestSuites } = results;
    const slowest = results.testResults
      .map((file) => ({
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        path: file.testFilePath.replace(`${process.cwd()}/`, ''),
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST_SHOWN);
    if (slowest.length > 1) {
      process.stdout.write('\nslowest test files:\n');
      for (const { seconds, path } of slowest) {
        process.stdout.write(`  ${seconds.toFixed(1).padStart(6)} s  ${path}\n`);
      }
    }
    const failed = numFailedTests + (numFailedTests === 0 ? numFailedTestSuites : 0);
    process.stdout.write(
      `\ntests: ${numPassedTests} passed, ${failed} failed, ${numPendingTests} skipped\n`,
    );
  }
}

module.exports = SummaryReporter;
