import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { createTherapist, sql } from './db'
import { insertPaidAppointment, lagosHour } from './fixtures'
import { expectUsable, fillLogin, newPage, screenshots } from './journey'
import { DEMO_PASSWORD, waitForHeader } from './support'

// A therapist's earnings: they sign in on the login form, open Earnings from the dashboard's sidebar,
// see this month's sessions and figures (read from the ledger the payments wrote), step to the previous
// month by its link (where a payout has covered the session), and download the month as CSV and as PDF. On a phone and a desktop, with the axe
// check on the page.

const HOUR_MS = 3_600_000
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const
const snap = screenshots('earnings')

/** A patient with a name of their own (the statement shows the first name and initial). */
async function createPatient(fullName: string): Promise<string> {
  const id = randomUUID()
  await sql(`INSERT INTO "User" (id, email, "passwordHash", "fullName", role, "updatedAt") VALUES ($1, $2, 'not-a-hash', $3, 'Patient', now())`, [id, `patient-${id.slice(0, 8)}@example.test`, fullName])
  return id
}

/** 'YYYY-MM' of an instant in Lagos. */
const lagosMonth = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit' }).format(instant)
/** The previous month of 'YYYY-MM'. */
function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`
}
const monthName = (month: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))

/** The session rows a person sees: cards on a phone, table rows on a desktop. */
const visibleSessions = (page: Page): Locator => page.getByTestId('earnings-session').filter({ visible: true })
const figure = (page: Page, testId: string, label: string) => page.getByTestId(testId).locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first()

for (const viewport of VIEWPORTS) {
  test(`a therapist reads and downloads their earnings statement (${viewport.name})`, async ({ browser }) => {
    const therapist = await createTherapist({ fullName: `Ngozi Earner ${viewport.name}`, verified: true })
    const thisHour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS)
    const thisMonth = lagosMonth(new Date())
    const lastMonth = previousMonth(thisMonth)
    // ₦15,000 an hour (the fixture's fee), 85 % of it the therapist's: ₦12,750 a session.
    const sessions = [
      // The 10th of last month: payable long since.
      { name: 'Amaka Nwosu', shown: 'Amaka N.', startsAt: lagosHour(`${lastMonth}-10`, 10) },
      // Ended more than 48 hours ago: payable.
      { name: 'Bisi Okoro', shown: 'Bisi O.', startsAt: new Date(thisHour.getTime() - 72 * HOUR_MS) },
      // Still to come: pending.
      { name: 'Chuka Umeh', shown: 'Chuka U.', startsAt: new Date(thisHour.getTime() + 48 * HOUR_MS) },
    ]
    for (const session of sessions) {
      await insertPaidAppointment({ patient: await createPatient(session.name), therapistId: therapist.id, startsAt: session.startsAt, hours: 1 })
    }
    const inMonth = (month: string) => sessions.filter((session) => lagosMonth(session.startsAt) === month)
    // A transfer of ₦12,750 made now: it pays for the session that became payable first (last month's).
    const [run] = await sql<{ id: string }>(`INSERT INTO "PayoutRun" (id, trigger) VALUES (gen_random_uuid(), 'Admin') RETURNING id`)
    await sql(
      `INSERT INTO "Payout" (id, "runId", "therapistId", "amountKobo", reference, status, provider, "bankCode", "bankName", "accountNumber", "accountName", "providerReference", "completedAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 1275000, $3, 'Paid', 'Sandbox', '058', 'Guaranty Trust Bank', '0123456789', 'NGOZI EARNER', $4, now(), now())`,
      [run!.id, therapist.id, `PO-E2E-${randomUUID()}`, `SANDBOX-E2E-${viewport.name}`],
    )

    const page = await newPage(browser, viewport)
    await page.goto('/therapist-login')
    await waitForHeader(page)
    await fillLogin(page, therapist.email, DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/therapist-dashboard$/)
    // The dashboard's revenue is the ledger's net: three sessions of ₦12,750.
    await expect(page.getByTestId('dashboard-figures')).toContainText('₦38,250')

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Earnings' }).click()
    await expect(page).toHaveURL(/\/therapist-dashboard\/earnings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: monthName(thisMonth) })).toBeVisible()
    await expect(figure(page, 'earnings-overall', 'Balance')).toHaveText('₦25,500')
    await expect(figure(page, 'earnings-overall', 'Pending')).toHaveText('₦12,750')
    await expect(figure(page, 'earnings-overall', 'Payable now')).toHaveText('₦12,750')
    await expect(figure(page, 'earnings-overall', 'Paid out')).toHaveText('₦12,750')
    // This month's payout, with the bank's reference and the account masked.
    const payout = page.getByTestId('earnings-payout')
    await expect(payout).toHaveCount(1)
    await expect(payout).toContainText('₦12,750')
    await expect(payout).toContainText('Paid')
    await expect(payout).toContainText('Guaranty Trust Bank ••••••6789')
    await expect(payout).toContainText(`Bank reference: SANDBOX-E2E-${viewport.name}`)
    await expect(page.getByTestId('earnings-payout-account')).toContainText('You have not set a payout account yet')
    await expect(page.getByRole('link', { name: 'Payout account' })).toHaveAttribute('href', '/therapist-dashboard/payout-account')

    const current = inMonth(thisMonth)
    await expect(visibleSessions(page)).toHaveCount(current.length)
    for (const session of current) {
      const row = visibleSessions(page).filter({ hasText: session.shown })
      await expect(row).toContainText('₦15,000')
      await expect(row).toContainText('₦12,750')
      await expect(row).toContainText(session.startsAt > new Date() ? 'Pending' : 'Payable')
    }
    await expect(figure(page, 'earnings-month', 'Net earnings')).toHaveText(`₦${(12_750 * current.length).toLocaleString('en-US')}`)
    await expect(figure(page, 'earnings-month', 'Commission')).toHaveText(`₦${(2_250 * current.length).toLocaleString('en-US')}`)
    await snap(page, 'this-month')
    await expectUsable(page)

    await page.getByRole('link', { name: 'Previous month' }).click()
    await expect(page).toHaveURL(new RegExp(`/therapist-dashboard/earnings\\?month=${lastMonth}$`))
    await expect(page.getByRole('heading', { level: 2, name: monthName(lastMonth) })).toBeVisible()
    const previous = inMonth(lastMonth)
    await expect(visibleSessions(page)).toHaveCount(previous.length)
    await expect(visibleSessions(page).filter({ hasText: 'Amaka N.' })).toContainText('Paid out')
    await expect(page.getByText('No payouts in')).toBeVisible()
    await snap(page, 'last-month')
    await expectUsable(page)

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
    expect(csv.suggestedFilename()).toBe(`alafia-earnings-${lastMonth}.csv`)
    const lines = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Date,Start (Lagos),Patient,Hours,Amount paid (NGN),Commission (NGN),Refunds (NGN),Net (NGN),Paid out (NGN),Status')
    expect(lines).toHaveLength(1 + previous.length + 1)
    expect(lines).toContain(`${lastMonth}-10,10:00 AM,Amaka N.,1,15000.00,2250.00,0.00,12750.00,12750.00,Paid out`)
    expect(lines.at(-1)).toMatch(new RegExp(`^Total,,,${previous.length},${15_000 * previous.length}\\.00,`))

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()])
    expect(pdf.suggestedFilename()).toBe(`alafia-earnings-${lastMonth}.pdf`)
    const bytes = await readFile(await pdf.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(1000)
    await page.context().close()
  })
}
