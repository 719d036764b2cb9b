// Lint: typescript-eslint strict rules everywhere, React hooks rules and Lingui's "no hard-coded UI
// string" rule on client code.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginLingui from 'eslint-plugin-lingui';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'locales/**/*.ts', '.tmp', 'test-results'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Hooks live in .ts files too (useAutosave.ts, use-typed-before-start.ts…): they follow the same rules.
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['client/**/*.tsx'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[^A-Za-z]*$', '^[a-z0-9-]+(/[a-z0-9-]*)*$', '^(https?:|mailto:|/)'],
          ignoreNames: [
            { regex: { pattern: 'className|^(type|role|rel|target|href|to|id|name|lang|dir|autoComplete|inputMode|htmlFor|method|variant|side|align|key|as|src|mode|size|data-.*|aria-(live|hidden|haspopup|expanded|controls|current|modal|labelledby|describedby))$' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'URL', 'URLSearchParams', 'document.*', 'localStorage.*', 'fetch', 'navigate', 'setLocation', 'new URL', 'useRoute', 'matchMedia', 'querySelector'],
        },
      ],
      'lingui/t-call-in-function': 'error',
    },
  },
);
