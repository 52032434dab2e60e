import { readFileSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here)
// against the production build, with a fresh, seeded embedded PostgreSQL for every run.
const PORT = Number(process.env.E2E_PORT ?? 3200)
const BASE_URL = `http://127.0.0.1:${PORT}`
// The same Node flags as `npm start` (the heap of a small server): a page that needs more fails here first.
const START = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string
const NODE_FLAGS = START.split(/\s+/).filter((word) => word.startsWith('--max-old-space-size')).join(' ')

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/with-db.mjs --e2e node ${NODE_FLAGS} scripts/serve.mjs -p ${PORT} -H 127.0.0.1`,
    url: `${BASE_URL}/api/v1/health`,
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      APP_URL: BASE_URL,
      PORT: String(PORT),
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-secret-that-is-long-enough-0123456789',
      NODE_ENV: 'production',
      // The specs register many people, each from an address of its own (tests/e2e/support.ts sends
      // X-Forwarded-For), as real patients would: the per-address limits stay what production has.
      TRUST_PROXY: '1',
    },
  },
})
