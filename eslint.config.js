// Lint rules, for correctness only (layout is Prettier's): TypeScript, React hooks, formatjs
// message rules, and the import boundaries of design §2 (domain → api → features → app; a feature
// may use another feature's api module only, one way (FEATURE_ORDER); generated *.gen.ts modules
// are imported only by their hand-written sibling).
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
/**
 * Features depend on each other one way: each may use the api module of those before it here, never
 * of one after it, so no two features can import each other (auth and settings once did).
 */
const FEATURE_ORDER = ['info', 'settings', 'auth', 'cars', 'checkout', 'bookings', 'notifications', 'support'];
const laterFeatures = (feature) => ({
  regex: `^@/features/(${FEATURE_ORDER.slice(FEATURE_ORDER.indexOf(feature) + 1).join('|') || '(?!)'})/`,
  message: `Features depend one way (FEATURE_ORDER in eslint.config.js): ${feature} may not import a feature after it.`,
});
const NON_DOMAIN = {
  regex: '^(@/(?!domain/)|react|@chakra-ui|react-dom)',
  message: 'src/domain is pure TypeScript: no React, no app code.',
};

const UNTYPED_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks of @/api/hooks (useAppSelector, useAppDispatch, useAppStore).',
};

const restrict = (...patterns) => ['error', { paths: [UNTYPED_HOOKS], patterns }];

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
  ...FEATURE_ORDER.flatMap((feature) => [
    {
      files: [`src/features/${feature}/**`],
      rules: {
        'no-restricted-imports': restrict(
          GENERATED,
          APP,
          OTHER_FEATURE_INTERNALS,
          ESCAPING_FEATURE,
          laterFeatures(feature),
        ),
      },
    },
    // The hand-written sibling is the one module allowed to import its generated code.
    {
      files: [`src/features/${feature}/api/*Api.ts`],
      rules: {
        'no-restricted-imports': restrict(APP, OTHER_FEATURE_INTERNALS, ESCAPING_FEATURE, laterFeatures(feature)),
      },
    },
  ]),
  { files: ['src/app/**', 'src/index.tsx'], rules: { 'no-restricted-imports': restrict(GENERATED) } },
  // The one module that types react-redux's hooks.
  {
    files: ['src/api/hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [GENERATED, APP, FEATURES] }] },
  },
  {
    files: ['server/**'],
    rules: {
      // And the message catalogs (data): the server writes notifications' sentences from them.
      'no-restricted-imports': restrict({
        regex: '^(@/(?!domain/)|(\\.\\./)+src/(?!domain/|i18n/messages/[a-z]{2}\\.json$))',
        message: 'The server shares only src/domain (and the message catalogs) with the app.',
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
