/**
 * Projects: 'beside-code' (specs beside the code), 'real-services' (test/, real servers) and
 * 'web' (the web's component and hook tests, in a browser DOM).
 */
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
    '^@retainly/(config|database|domain|emails|events|highlevel|media|queues)$':
      '<rootDir>/libs/$1/src',
  },
  testEnvironment: 'node',
};

/** The web's component and hook tests: TSX with React's automatic runtime, in a browser DOM. */
const web = {
  displayName: 'web',
  testMatch: ['<rootDir>/web/src/**/*.spec.tsx'],
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // web/vite.config.ts's aliases; styles and assets are Vite's business, not the tests'.
  moduleNameMapper: {
    '\\.(css|svg|png|jpe?g|webp|woff2?)(\\?.*)?$': '<rootDir>/web/test/asset-stub.js',
    '^@/(.*)$': '<rootDir>/web/src/$1',
    '^@retainly/domain$': '<rootDir>/libs/domain/src',
  },
  setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
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
    web,
  ],
};
