import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// --- Import boundaries ------------------------------------------------------------------------------

/** Only the data layer (lib/server) talks to Prisma. */
const PRISMA = { group: ['@/lib/generated/*', '@prisma/*'], message: 'Database access lives in lib/server.' }
/** A route imports its own folder's files (./actions) and shared code, never another route's files. */
const OTHER_ROUTES = {
  regex: String.raw`^(@/app/|\.\./)`,
  message: "A route imports only its own folder (./actions) and components/ or lib/: move shared code there, or give this route its own action.",
}
/** Components get server actions as props from their page; they never import app/. */
const APP_FROM_COMPONENTS = {
  regex: String.raw`^(@/app(/|$)|(\.\./)+app/)`,
  message: 'Components do not import app/: take the server action as a prop from the page.',
}
/** lib/ is below app/ and components/: it never imports them. */
const APP_OR_COMPONENTS_FROM_LIB = {
  regex: String.raw`^(@/(app|components)(/|$)|(\.\./)+(app|components)/)`,
  message: 'lib/ never imports app/ or components/: the dependency goes the other way.',
}
/** The pure helpers of lib/ (no I/O) never import the server-only data layer. */
const SERVER_FROM_PURE_LIB = {
  regex: String.raw`^(@/lib/server(/|$)|(\.\./)+server/|\./server/)`,
  message: 'Pure helpers in lib/ do not import lib/server (server-only, with I/O).',
}
/** Code the browser runs takes zod from lib/validation/zod.ts (jitless: no eval under the CSP). */
const BROWSER_ZOD = { name: 'zod', message: "Import { z } from '@/lib/validation/zod' (jitless in the browser)." }
const VALIDATION_ZOD = { name: 'zod', message: "Import { z } from './zod' (jitless in the browser)." }

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'scripts/js-floor/.next/**', '.data/**', 'lib/generated/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
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
  // The layers, one way (docs/architecture.md): app/ (routes) → components/ → lib/. Each folder's
  // imports are restricted here; a file matched twice takes the later block, so each block lists
  // every restriction of its files.
  {
    files: ['app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PRISMA, OTHER_ROUTES] }] },
  },
  {
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PRISMA, APP_FROM_COMPONENTS], paths: [BROWSER_ZOD] }] },
  },
  {
    files: ['lib/**'],
    ignores: ['lib/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_OR_COMPONENTS_FROM_LIB, SERVER_FROM_PURE_LIB] }] },
  },
  {
    files: ['lib/validation/**'],
    ignores: ['lib/validation/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_OR_COMPONENTS_FROM_LIB, SERVER_FROM_PURE_LIB], paths: [VALIDATION_ZOD] }] },
  },
  {
    files: ['lib/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_OR_COMPONENTS_FROM_LIB] }] },
  },
])
