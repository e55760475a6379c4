import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// DESIGN.md's arrows point one way: web never imports apps (of libs, only the pure
// libs/domain), libs never import apps,
// the api never imports the worker (nor the worker the api).
const layering = {
  zones: [
    {
      target: './web',
      from: ['./apps', './migrations', './scripts'],
      message: 'web talks to the api over HTTP only.',
    },
    {
      target: './web',
      from: './libs',
      except: ['./domain'],
      message: 'web may share only the pure rules in libs/domain.',
    },
    {
      target: './libs',
      from: './apps',
      message: 'libs are shared by both apps and must not depend on either.',
    },
    {
      target: './apps/api',
      from: './apps/worker',
      message: 'the api hands work to the worker through the outbox.',
    },
    {
      target: './apps/worker',
      from: './apps/api',
      message: 'the worker has no HTTP layer to reuse.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'web/dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', layering],
      'import-x/no-cycle': ['error', { maxDepth: 3 }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['jest.config.js', 'test/support/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
