import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'bench/results/', 'models/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // One way into a transaction: writeTransaction takes SQLite's write lock at BEGIN
    // (IMMEDIATE), where Kysely's transaction() sends a deferred BEGIN that fails at once with
    // SQLITE_BUSY when another process (a worker, a CLI) wrote in between.
    files: ['server/**/*.ts'],
    ignores: ['server/db/write-transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions with writeTransaction (server/db/write-transaction.ts).',
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Scripts and benchmarks talk to a person through the console.
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
