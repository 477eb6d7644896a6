// Lint rules, for correctness only (layout is Prettier's): TypeScript, React hooks, formatjs
// message rules, and the import boundaries of design §2 (domain → api → features → app; a feature
// may use another feature's api module only; generated *.gen.ts modules are imported only by their
// hand-written sibling).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const GENERATED = {
  regex: '\\.gen(\\.ts)?$',
  message: 'Import the hand-written sibling module (xApi.ts), not generated code.',
};
const APP = { regex: '^@/app/', message: 'Only the composition root (src/app) may import src/app.' };
const FEATURES = { regex: '^@/features/', message: 'Shared layers must not depend on features.' };
const OTHER_FEATURE_INTERNALS = {
  regex: '^@/features/[^/]+/(?!api/[A-Za-z]+Api$)',
  message: "A feature may import another feature's api/<x>Api module and nothing else of it.",
};
const ESCAPING_FEATURE = {
  regex: '^(\\.\\./){2,}',
  message: 'Leave a feature through the @/ alias, not relative paths.',
};
const NON_DOMAIN = {
  regex: '^(@/(?!domain/)|react|@chakra-ui|react-dom)',
  message: 'src/domain is pure TypeScript: no React, no app code.',
};

const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'coverage/', '.data/', 'src/i18n/compiled/', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/enforce-plural-rules': ['error', { other: true }],
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '(aria-label|title|placeholder|alt)']] } },
      ],
      'no-restricted-imports': restrict(GENERATED, APP),
      // The browser code reports through toasts and the logger; stray logs are mistakes.
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  { files: ['src/domain/**'], rules: { 'no-restricted-imports': restrict(GENERATED, APP, FEATURES, NON_DOMAIN) } },
  {
    files: ['src/api/**', 'src/components/**', 'src/config/**', 'src/i18n/**', 'src/theme/**'],
    rules: { 'no-restricted-imports': restrict(GENERATED, APP, FEATURES) },
  },
  {
    files: ['src/features/**'],
    rules: { 'no-restricted-imports': restrict(GENERATED, APP, OTHER_FEATURE_INTERNALS, ESCAPING_FEATURE) },
  },
  // The hand-written sibling is the one module allowed to import its generated code.
  {
    files: ['src/features/*/api/*Api.ts'],
    rules: { 'no-restricted-imports': restrict(APP, OTHER_FEATURE_INTERNALS, ESCAPING_FEATURE) },
  },
  { files: ['src/app/**', 'src/index.tsx'], rules: { 'no-restricted-imports': restrict(GENERATED) } },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^(@/(?!domain/)|(\\.\\./)+src/(?!domain/))',
        message: 'The server shares only src/domain with the app.',
      }),
    },
  },
  // Server tests reach server code with relative paths: only src/domain of the app is allowed.
  {
    files: ['server/test/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^(@/(?!domain/)|(\\.\\./){2,}src/(?!domain/))',
        message: 'The server shares only src/domain with the app.',
      }),
    },
  },
  {
    files: ['server/test/*/**'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^(@/(?!domain/)|(\\.\\./){3,}src/(?!domain/))',
        message: 'The server shares only src/domain with the app.',
      }),
    },
  },
  { files: ['**/*.test.{ts,tsx}', 'test/**'], rules: { 'formatjs/no-literal-string-in-jsx': 'off' } },
  // Last: Prettier owns layout (npm run format), so no ESLint rule may disagree with it.
  prettier,
);
