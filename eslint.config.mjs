import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.data/**', 'lib/generated/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
  {
    rules: {
      // Tests must always run: no focused or skipped tests slip into main.
      'no-restricted-properties': ['error',
        { object: 'test', property: 'only' }, { object: 'test', property: 'skip' },
        { object: 'it', property: 'only' }, { object: 'it', property: 'skip' },
        { object: 'describe', property: 'only' }, { object: 'describe', property: 'skip' },
      ],
    },
  },
  {
    // Only the data layer may talk to Prisma.
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/lib/generated/*', '@prisma/*'], message: 'Database access lives in lib/server.' }] }],
    },
  },
])
