/** Runs a benchmark's main and exits: 0 when it finished, 1 with the stack when it threw. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`${(error as Error).stack}\n`);
      process.exit(1);
    },
  );
}
