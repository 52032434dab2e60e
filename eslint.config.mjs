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
      // Plain <img> on purpose: our images are static SVGs or stored photos already sized for their
      // place, served by the file host (uploadthing or our own route). next/image would add an
      // optimiser round trip per image and a remotePatterns entry per host for no gain. Every <img>
      // still carries width, height and alt; the default-photo fallback is components/ui/image-with-fallback.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Only the data layer may talk to Prisma.
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/lib/generated/*', '@prisma/*'], message: 'Database access lives in lib/server.' }] }],
    },
  },
  {
    // Code the browser runs takes zod from lib/validation/zod.ts (jitless: no eval under the CSP).
    files: ['components/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@/lib/generated/*', '@prisma/*'], message: 'Database access lives in lib/server.' }],
        paths: [{ name: 'zod', message: "Import { z } from '@/lib/validation/zod' (jitless in the browser)." }],
      }],
    },
  },
  {
    files: ['lib/validation/**'],
    ignores: ['lib/validation/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from './zod' (jitless in the browser)." }] }],
    },
  },
])
