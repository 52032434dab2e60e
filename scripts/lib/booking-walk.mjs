// Bytes to a paid booking: a new visitor on a phone (cold cache) goes from the home page to a paid
// sandbox booking the way a person does, through links and buttons, while Chromium's network log
// records every response's transferred bytes (headers and compressed body, as DevTools shows them).
//
//   home → Book appointment → directory → a therapist with a free hour → Login → Create an account →
//   sign up (new patient) → Back to the therapist → date, start, end → Next → confirmation (with the
//   one-time consent to the use of health information) → Make Payment → sandbox checkout → Pay → Payment successful
//
// Runs inside the bench (BENCH_ONLY=walk npm run bench for this part alone) against the bench's
// server, which has no payment provider keys: the checkout is the sandbox. The walk's patients are
// walk-<time>@alafia.test; their bookings are removed again before and after (as the booking part
// removes its own), so the bench's booking part always finds its hours free and no two runs of the
// walk leave two paid appointments on one hour.
import { chromium, devices } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { resetBenchBookings } from './booking-bench.mjs'

/** The bar: at most this many kilobytes transferred from the first request to the success page. */
export const WALK_BAR_KB = 400
const WALK_PATIENTS = "u.email LIKE 'walk-%@alafia.test'"
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** After each page the walk waits for the network to stay quiet this long (a person reading). */
const QUIET_MS = 1500
const STEP_TIMEOUT_MS = 30_000
const FAILURE_SCREENSHOT = path.join(tmpdir(), 'booking-walk-failure.png')
/** Where the last walk's responses are listed (beside the bench database, not committed). */
const WALK_LOG = path.resolve(import.meta.dirname, '../../.data/bench-walk-responses.txt')

/** Runs the walk once and returns the bytes by kind of response and by step. */
export async function runBookingWalk({ base, databaseUrl }) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await freeWalkHours(db)
    return await walk(base)
  } finally {
    await freeWalkHours(db).catch(() => {})
    await db.end()
  }
}

async function walk(base) {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    // A phone: Pixel 7 screen, touch, a mobile user agent; a new context is a cold cache.
    const context = await browser.newContext({ ...devices['Pixel 7'], timezoneId: 'Africa/Lagos', baseURL: base })
    const page = await context.newPage()
    page.setDefaultTimeout(Number(process.env.WALK_STEP_TIMEOUT_MS ?? STEP_TIMEOUT_MS))
    const log = await networkLog(context, page)
    const step = async (name, action) => {
      log.step = name
      try {
        await action()
      } catch (error) {
        // What the page showed when a step failed, for whoever reads the error.
        await page.screenshot({ path: FAILURE_SCREENSHOT, fullPage: true }).catch(() => {})
        throw new Error(`the booking walk failed at "${name}" on ${page.url()} (screenshot: ${FAILURE_SCREENSHOT})`, { cause: error })
      }
      await log.quiet(QUIET_MS)
    }

    const email = `walk-${Date.now()}@alafia.test`
    let therapistPath = ''
    await step('home', async () => {
      await page.goto('/')
      await page.getByRole('heading', { level: 1 }).first().waitFor()
    })
    await step('directory', async () => {
      await page.getByRole('link', { name: 'Book appointment' }).click()
      await page.waitForURL(/\/therapists$/)
      await page.getByTestId('therapist-card').first().waitFor()
    })
    // With the large data set most therapists publish no hours, so the first cards may all say so:
    // a visitor who wants to book then asks the Filters panel for therapists free within 7 days.
    const freeCard = () => page.getByTestId('therapist-card').filter({ visible: true }).filter({ hasText: 'Next available' })
    if ((await freeCard().count()) === 0) {
      await step('directory, free soon', async () => {
        await page.locator('[data-testid="filters-toggle"][data-hydrated]').click()
        const form = page.getByRole('dialog', { name: 'Filters' }).getByRole('form', { name: 'Refine the therapists' })
        await form.getByLabel('Available within 7 days').check()
        await form.getByRole('button', { name: 'Apply filters' }).click()
        await page.waitForURL(/availableWithinDays=/)
        await freeCard().first().waitFor()
      })
    }
    await step('therapist page', async () => {
      // The first therapist whose card says when they are next free.
      const card = page.getByTestId('therapist-card').filter({ visible: true }).filter({ hasText: 'Next available' }).first()
      await card.getByRole('link').first().click()
      await page.waitForURL(/\/one-therapist\//)
      therapistPath = new URL(page.url()).pathname
      await page.locator('section#booking').getByRole('link', { name: 'Login' }).waitFor()
    })
    await step('login page', async () => {
      await page.locator('section#booking').getByRole('link', { name: 'Login' }).click()
      await page.getByRole('link', { name: 'Create an account' }).waitFor()
    })
    await step('sign-up', async () => {
      await page.getByRole('link', { name: 'Create an account' }).click()
      await page.getByRole('heading', { name: 'Create your account' }).waitFor()
      // The router keeps earlier pages mounted but hidden (the directory's filters have a Gender too).
      const form = page.locator('form').filter({ visible: true }).filter({ has: page.getByRole('button', { name: 'REGISTER' }) })
      await form.getByLabel('Full Name').fill('Walk Patient')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Password').fill('a-good-password')
      await form.getByLabel('Gender').selectOption('Female')
      await form.getByLabel('Phone Number').fill('08031234567')
      await form.getByLabel('Date of Birth').fill('1992-06-01')
      await form.getByLabel('Address').fill('7 Bode Thomas Street')
      await form.getByLabel('Local Government').fill('Surulere')
      await form.getByLabel('State').selectOption('Lagos')
      await form.getByRole('button', { name: 'REGISTER' }).click()
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).or(page.getByTestId('nav-toggle')).first().waitFor()
      await page.waitForURL((url) => url.pathname === '/')
    })
    await step('back to the therapist', async () => {
      // Back through the login page, which sends a signed-in patient on to where they came from.
      for (let i = 0; i < 3 && new URL(page.url()).pathname !== therapistPath; i++) {
        await page.goBack()
        await page.waitForURL((url) => url.pathname !== '/patient-registration', { timeout: 5000 }).catch(() => {})
        await page.waitForTimeout(500)
      }
      await page.waitForURL((url) => url.pathname === therapistPath)
      await page.locator('section#booking').getByRole('button', { name: 'Next' }).filter({ visible: true }).waitFor()
    })
    await step('times', async () => {
      const booking = page.locator('section#booking').filter({ visible: true })
      await firstChip(booking, '1. Choose a date').click()
      await firstChip(booking, '2. Start time').click()
      await firstChip(booking, '3. End time').click()
    })
    await step('confirmation', async () => {
      await page.locator('section#booking').filter({ visible: true }).getByRole('button', { name: 'Next' }).click()
      await page.getByRole('heading', { level: 1, name: 'Confirm your booking' }).waitFor()
      // A new patient agrees to the use of their health information once, before the first booking.
      const consent = page.getByRole('checkbox', { name: /I agree to Alafia/ }).filter({ visible: true })
      await consent.or(page.getByRole('button', { name: 'Make Payment' }).filter({ visible: true })).first().waitFor()
      if (await consent.isVisible()) {
        await consent.check()
        await page.getByRole('button', { name: 'Accept and continue' }).filter({ visible: true }).click()
      }
      await page.getByRole('button', { name: 'Make Payment' }).filter({ visible: true }).waitFor()
    })
    await step('checkout', async () => {
      await page.getByRole('button', { name: 'Make Payment' }).filter({ visible: true }).click()
      await page.getByRole('dialog', { name: 'Sandbox checkout' }).waitFor()
    })
    await step('success', async () => {
      await page.getByRole('dialog', { name: 'Sandbox checkout' }).getByRole('button', { name: /^Pay ₦/ }).click()
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor()
    })
    return log.summary()
  } finally {
    await browser.close()
  }
}

/** The first enabled choice of a group of the booking widget's chips. */
function firstChip(booking, group) {
  return booking.getByRole('group', { name: group }).locator('label').filter({ has: booking.page().locator('input:not([disabled])') }).first()
}

/**
 * Chromium's network log for the page (and any worker it starts): every response's kind and the
 * bytes that crossed the wire (Network.loadingFinished's encodedDataLength: headers plus the
 * compressed body; 0 for a response served from the browser's cache).
 */
async function networkLog(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const requests = new Map()
  const finished = []
  let inFlight = 0
  let lastActivity = Date.now()
  const log = { step: '' }
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (!requests.has(requestId)) inFlight++
    requests.set(requestId, { url: request.url, method: request.method, type, requestHeaders: request.headers, step: log.step })
    lastActivity = Date.now()
  })
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const entry = requests.get(requestId)
    if (entry) Object.assign(entry, { type, mimeType: response.mimeType, status: response.status, received: response.encodedDataLength ?? 0 })
  })
  // What arrived so far, for a response the page cancelled (a navigation or a refresh stops an RSC
  // fetch that is still streaming): its bytes were transferred all the same.
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId)
    if (entry) entry.received = (entry.received ?? 0) + encodedDataLength
  })
  const done = (requestId, bytes) => {
    const entry = requests.get(requestId)
    if (!entry || entry.done) return
    entry.done = true
    inFlight--
    lastActivity = Date.now()
    if (entry.url.startsWith('data:')) return
    finished.push({ ...entry, bytes, kind: kindOf(entry) })
  }
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => done(requestId, encodedDataLength))
  cdp.on('Network.loadingFailed', ({ requestId }) => done(requestId, requests.get(requestId)?.received ?? 0))

  log.quiet = async (ms) => {
    const started = Date.now()
    while (Date.now() - started < STEP_TIMEOUT_MS) {
      if (inFlight <= 0 && Date.now() - lastActivity >= ms) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  log.summary = () => summarise(finished)
  return log
}

const KINDS = ['scripts', 'RSC fetches and prefetches', 'fonts', 'documents', 'images', 'styles', 'other (API, server actions)']

function kindOf({ type, mimeType = '', requestHeaders = {} }) {
  const headers = Object.fromEntries(Object.entries(requestHeaders).map(([k, v]) => [k.toLowerCase(), v]))
  if (type === 'Script') return 'scripts'
  if (type === 'Font') return 'fonts'
  if (type === 'Document') return 'documents'
  if (type === 'Image') return 'images'
  if (type === 'Stylesheet') return 'styles'
  // A server action answers in the RSC format too; it is a call, not a page's payload.
  if (headers['next-action']) return 'other (API, server actions)'
  if (headers.rsc || mimeType.includes('text/x-component')) return 'RSC fetches and prefetches'
  return 'other (API, server actions)'
}

function summarise(responses) {
  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0)
  const byKind = KINDS.map((kind) => {
    const list = responses.filter((r) => r.kind === kind)
    return { kind, count: list.length, bytes: sum(list) }
  })
  const steps = [...new Set(responses.map((r) => r.step))].map((step) => {
    const list = responses.filter((r) => r.step === step)
    return { step, count: list.length, bytes: sum(list) }
  })
  const prefetches = responses.filter((r) => r.kind === 'RSC fetches and prefetches' && Object.keys(r.requestHeaders ?? {}).some((k) => k.toLowerCase() === 'next-router-prefetch'))
  return {
    totalBytes: sum(responses),
    count: responses.length,
    byKind,
    steps,
    prefetch: { count: prefetches.length, bytes: sum(prefetches) },
    largest: [...responses].sort((a, b) => b.bytes - a.bytes).slice(0, 15).map(({ url, kind, bytes, step }) => ({ url, kind, bytes, step })),
    responses: responses.map(({ url, kind, bytes, step, method }) => ({ url, kind, bytes, step, method })),
  }
}

/**
 * Removes the walk's bookings with their slots, payments and ledger entries, and its emails. Freeing
 * only the hours (their slots) left the paid appointments behind, and a second walk booked the same
 * hour again: two paid appointments of one therapist at one hour, which the soak's check counts.
 */
async function freeWalkHours(db) {
  await resetBenchBookings(db, WALK_PATIENTS, 'walk-%@alafia.test')
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

/** The walk's section of docs/performance.md (between the bench-walk markers). */
export function walkReport(result, { date, machine }) {
  const meets = result.totalBytes / 1024 <= WALK_BAR_KB
  return [
    '<!-- bench-walk:start (written by scripts/bench.mjs) -->',
    `Measured ${date} on ${machine}; Debian Chromium (Playwright) at Pixel 7 size with touch, a cold cache, against the bench's \`npm start\` server (sandbox checkout).`,
    '',
    `**${kb(result.totalBytes)} KB in ${result.count} responses** from the home page to "Payment successful": ${meets ? 'meets' : 'MISSES'} ≤ ${WALK_BAR_KB} KB.`,
    '',
    '| Kind | Responses | KB |',
    '|---|---:|---:|',
    ...result.byKind.map((k) => `| ${k.kind} | ${k.count} | ${kb(k.bytes)} |`),
    `| of which link prefetches | ${result.prefetch.count} | ${kb(result.prefetch.bytes)} |`,
    '',
    '| Step | Responses | KB |',
    '|---|---:|---:|',
    ...result.steps.map((s) => `| ${s.step} | ${s.count} | ${kb(s.bytes)} |`),
    '<!-- bench-walk:end -->',
  ].join('\n')
}

/** Whether the walk meets its bar. */
export const walkMeetsBar = (result) => result.totalBytes / 1024 <= WALK_BAR_KB

/** The bench's hook: walk, write the bench-walk section of docs/performance.md, fail the run over the bar. */
export async function measureBookingWalk({ base, databaseUrl, machine, replaceSection }) {
  const result = await runBookingWalk({ base, databaseUrl })
  const section = walkReport(result, { date: new Date().toISOString().slice(0, 10), machine })
  replaceSection('bench-walk', section)
  console.log(`\n${section}\n`)
  console.log('Largest responses:')
  for (const r of result.largest) console.log(`  ${kb(r.bytes).padStart(6)} KB  ${r.kind.padEnd(28)} ${r.step.padEnd(22)} ${r.url.replace(base, '')}`)
  // Every response in order, for finding what a change saved or why one walk fetched more than
  // another: kept after every run (BENCH_WALK_LOG to put it elsewhere), so a surprising figure can
  // still be explained once the run is over.
  const lines = result.responses.map((r) => `${String(r.bytes).padStart(7)}  ${r.kind.slice(0, 12).padEnd(12)} ${r.step.padEnd(22)} ${r.method} ${r.url.replace(base, '')}`)
  const logPath = process.env.BENCH_WALK_LOG ?? WALK_LOG
  mkdirSync(path.dirname(logPath), { recursive: true })
  writeFileSync(logPath, `${lines.join('\n')}\n`)
  console.log(`Every response of the walk: ${path.relative(process.cwd(), logPath)}`)
  if (!walkMeetsBar(result)) {
    console.error(`[bench] booking walk: ${kb(result.totalBytes)} KB, over the ${WALK_BAR_KB} KB bar`)
    process.exitCode = 1
  }
  return result
}
