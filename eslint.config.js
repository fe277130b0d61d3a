// The lint keeps the layout: typescript-eslint's type-checked rules, React's hook rules, no import cycles,
// and the boundaries between layers (domain stands alone; the client takes only types from the server;
// drizzle stays in server/db and server/services; REST takes only types from services; a client feature
// imports no other feature). It runs in `npm test` (and so in CI) with 0 warnings, then Prettier checks.
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

/**
 * Each folder under src/client/features is a feature, and so is each tab under features/admin; a feature
 * imports no other. The admin tabs share admin's own kit (the files directly in features/admin, and crud/).
 */
const dirs = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${dir}/${d.name}`);
const publicFeatures = dirs('./src/client/features');
const adminTabs = dirs('./src/client/features/admin').filter((d) => !d.endsWith('/crud'));
const featureZones = [publicFeatures, adminTabs].flatMap((group) =>
  group.map((feature) => ({
    target: feature,
    from: group.filter((other) => other !== feature),
    message: 'A client feature imports no other feature: move what both need to src/client/components or src/domain.',
  })),
);

const noDrizzle = { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'drizzle stays in src/server/db and src/server/services.' };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'drizzle/**',
      'e2e/.tmp/**',
      'e2e/screenshots/**',
      'coverage/**',
      'bench/.tmp/**',
      '**/generated/**',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Async functions here often implement a Promise-returning contract without awaiting (Fastify plugins and
      // hooks, the payment provider's interface); no-floating-promises and no-misused-promises catch what matters.
      '@typescript-eslint/require-await': 'off',
      // TanStack Router's way to redirect is `throw redirect(...)`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  // One `no-restricted-imports` entry per file: a later block's options replace an earlier one's for the same
  // rule, so each area lists every pattern that applies to it (src/server/lint-rules.test.ts proves each bites).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/db/**', 'src/server/services/**', 'src/server/test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noDrizzle] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noDrizzle,
            {
              regex: String.raw`^(\.{1,2}/)+(.*/)?(server|client)(/|$)`,
              message: 'src/domain is pure: it imports nothing from server/ or client/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noDrizzle,
            {
              regex: String.raw`^(\.{1,2}/)+(.*/)?server(/|$)`,
              allowTypeImports: true,
              message: 'The client imports only types from the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/rest/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noDrizzle,
            {
              group: ['../services', '../services/**', '../db', '../db/**'],
              allowTypeImports: true,
              message: 'REST calls procedures: it takes only types from services and the database.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read answers as the wire gives them (inject().json() is `any`) and assert on their shape: the
    // unsafe-any rules would only add casts. Production code keeps the whole type-checked set.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'src/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      // expect(mock.method).toHaveBeenCalled() reads a method off its object on purpose.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
