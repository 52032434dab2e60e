import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test'
import pg from 'pg'
import { registerPatient, uniqueEmail, waitForHeader } from './support'

// The texts of lib/validation/password-reset.ts (Playwright cannot load the app's modules).
const RESET_REQUESTED = 'If an account exists for that email, a reset link is on its way.'
const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in with your new password.'

/**
 * The newest reset link emailed to `to`, read from the outbox (no email provider in the tests). The
 * server writes the email just after it answers, so this waits for it.
 */
async function resetLinkFor(to: string, newerThan: Date = new Date(0)): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    let link: string | undefined
    await expect
      .poll(async () => {
        const { rows } = await client.query<{ text: string }>(
          `SELECT "text" FROM "EmailOutbox" WHERE "to" = $1 AND "subject" = 'Reset your password' AND "createdAt" > $2 ORDER BY "createdAt" DESC LIMIT 1`,
          [to, newerThan],
        )
        link = rows[0]?.text.match(/https?:\/\/\S+\/reset-Password\?token=[A-Za-z0-9_-]+/)?.[0]
        return link
      }, { timeout: 10_000 })
      .toBeTruthy()
    return link!
  } finally {
    await client.end()
  }
}

async function countResetEmails(to: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "EmailOutbox" WHERE "to" = $1`, [to])
    return rows[0]!.count
  } finally {
    await client.end()
  }
}

async function askForResetLink(page: Page, email: string) {
  await page.goto('/patient-forgot-password')
  await waitForHeader(page)
  await page.getByRole('textbox', { name: 'Registered Email' }).fill(email)
  await page.getByRole('button', { name: 'RECOVER PASSWORD' }).click()
  await expect(page.getByText(RESET_REQUESTED)).toBeVisible()
  await expect(page).toHaveURL(/\/patient-login$/)
}

/** A patient registered through the API in a context of its own, so the browser stays signed out. */
async function freshPatient(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined) {
  const api = await playwright.request.newContext({ baseURL })
  return { api, patient: await registerPatient(api) }
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function apiLoginStatus(request: APIRequestContext, email: string, password: string) {
  return (await request.post('/api/v1/patient/login', { data: { email, thePassword: password } })).status()
}

test('a patient who forgot the password resets it through the emailed link and logs in with the new one', async ({ page, playwright, baseURL }) => {
  const { api, patient } = await freshPatient(playwright, baseURL)
  expect((await api.get('/api/v1/patient/view-profile')).status()).toBe(200)

  await page.goto('/patient-login')
  await waitForHeader(page)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/patient-forgot-password$/)
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/patient-login')

  // The email is required.
  await waitForHeader(page)
  await page.getByRole('button', { name: 'RECOVER PASSWORD' }).click()
  await expect(page.getByText('Please enter your registered email address.')).toBeVisible()

  const requestedAt = new Date()
  await page.getByRole('textbox', { name: 'Registered Email' }).fill(patient.email.toUpperCase())
  await page.getByRole('button', { name: 'RECOVER PASSWORD' }).click()
  await expect(page.getByText(RESET_REQUESTED)).toBeVisible()
  await expect(page).toHaveURL(/\/patient-login$/)

  const link = await resetLinkFor(patient.email, requestedAt)
  expect(link.startsWith(`${baseURL}/reset-Password?token=`)).toBe(true)
  await page.goto(link)
  await waitForHeader(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/')

  // Both required, then equal.
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click()
  await expect(page.getByText('Please enter both passwords!')).toHaveCount(2)
  await page.getByLabel('New Password').fill('my-new-password-1')
  await page.getByLabel('Confirm Password').fill('my-new-password-2')
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click()
  await expect(page.getByText('Passwords do not match!')).toBeVisible()

  await page.getByLabel('Confirm Password').fill('my-new-password-1')
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click()
  await expect(page.getByText(PASSWORD_RESET_DONE)).toBeVisible()
  await expect(page).toHaveURL(/\/patient-login$/)

  // The session from before the reset has ended; the old password no longer works.
  expect((await api.get('/api/v1/patient/view-profile')).status()).toBe(401)
  expect(await apiLoginStatus(api, patient.email, patient.password)).toBe(401)
  await api.dispose()

  await waitForHeader(page)
  await page.getByLabel(/^Email/).fill(patient.email)
  await page.getByLabel(/^Password/).fill('my-new-password-1')
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()

  // The link worked once: opened again, it lands on the token-expired page.
  await page.goto(link)
  await expect(page).toHaveURL(/\/token-expired$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Token Expired' })).toBeVisible()
})

test('a link used meanwhile sends the open reset form to the token-expired page', async ({ page, playwright, baseURL }) => {
  const { api, patient } = await freshPatient(playwright, baseURL)
  const requestedAt = new Date()
  await askForResetLink(page, patient.email)
  const link = await resetLinkFor(patient.email, requestedAt)

  await page.goto(link)
  await waitForHeader(page)
  // Someone uses the same link elsewhere (through the API) before this form is sent.
  const token = new URL(link).searchParams.get('token')!
  const elsewhere = await api.put(`/api/v1/patient/resetpassword/${token}`, { data: { password: 'used-elsewhere-1' } })
  expect(elsewhere.status()).toBe(200)
  expect(await elsewhere.json()).toEqual({ message: PASSWORD_RESET_DONE })
  expect((await api.put(`/api/v1/patient/resetpassword/${token}`, { data: { password: 'used-elsewhere-2' } })).status()).toBe(400)
  await api.dispose()

  await page.getByLabel('New Password').fill('too-late-password')
  await page.getByLabel('Confirm Password').fill('too-late-password')
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click()
  await expect(page).toHaveURL(/\/token-expired$/)
})

test('an unknown email gets the same notice and no email', async ({ page, playwright, baseURL }) => {
  const stranger = uniqueEmail('nobody')
  await askForResetLink(page, stranger)
  // Emails are written just after the answer: once a later request's email is there, the stranger's
  // request (which started first and has less to do) is long finished.
  const { api, patient } = await freshPatient(playwright, baseURL)
  await api.dispose()
  const requestedAt = new Date()
  await askForResetLink(page, patient.email)
  await resetLinkFor(patient.email, requestedAt)
  expect(await countResetEmails(stranger)).toBe(0)
})

test('a missing or made-up token goes straight to the token-expired page, whose retry link leads to the form', async ({ page }) => {
  await page.goto('/reset-Password')
  await expect(page).toHaveURL(/\/token-expired$/)
  await page.goto(`/reset-Password?token=${'A'.repeat(43)}`)
  await expect(page).toHaveURL(/\/token-expired$/)

  await waitForHeader(page)
  await page.getByRole('link', { name: 'Retry password reset' }).click()
  await expect(page).toHaveURL(/\/patient-forgot-password$/)
  await expect(page.getByRole('button', { name: 'RECOVER PASSWORD' })).toBeVisible()

  // The capital-P path the token-expired page links to, typed directly.
  const response = await page.goto('/patient-forgot-Password')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/patient-forgot-password$/)
  await expect(page.getByRole('textbox', { name: 'Registered Email' })).toBeVisible()
})

test('the forgot and reset pages fit a 390 px phone and have no serious accessibility faults', async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { api, patient } = await freshPatient(playwright, baseURL)
  await api.dispose()
  const requestedAt = new Date()
  await askForResetLink(page, patient.email)
  await page.goto('/patient-forgot-password')
  await waitForHeader(page)
  await expect(page.getByRole('button', { name: 'RECOVER PASSWORD' })).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'RECOVER PASSWORD' }).click()
  await expect(page.getByText('Please enter your registered email address.')).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.goto(await resetLinkFor(patient.email, requestedAt))
  await waitForHeader(page)
  await expect(page.getByRole('button', { name: 'RESET PASSWORD' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click()
  await expect(page.getByText('Please enter both passwords!')).toHaveCount(2)
  await expectNoSeriousViolations(page)
})
