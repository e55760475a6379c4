/** Projects: 'beside-code' (specs beside the code) and 'real-services' (test/, real servers). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** ESM-only packages the api loads (tus and its server adapter): compiled to CommonJS for jest. */
const ESM_PACKAGES = ['@tus', 'srvx'];

const shared = {
  transform: { '^.+\\.ts$': swc, '^.+\\.m?js$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '^@retainly/(config|database|domain|emails|events|media|queues)$': '<rootDir>/libs/$1/src',
  },
  testEnvironment: 'node',
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60_000,
  // Two files at a time: every file has its own database, queue prefix, ports and browser, and
  // most of a browser or worker test is waiting, so two halve the suite on a 2-core machine
  // (jest's default here is one). JEST_WORKERS overrides it.
  maxWorkers: Number(process.env.JEST_WORKERS ?? 2),
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  projects: [
    {
      ...shared,
      displayName: 'beside-code',
      testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts', '<rootDir>/web/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'real-services',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
  ],
};
