import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { hour12, lagosDate, publishHours, sql } from './db'
import { lagosHour } from './fixtures'
import { waitForHeader } from './support'

/*
 * "Match me" as a visitor uses it: no account, reached through a link, five answers, matches with the
 * reasons they match and their next free hour, and one of them opened. The therapist each test makes is the
 * only one of the run who speaks French, works mainly with eating and charges under ₦10,000 (verified
 * long ago, so the directory's pages keep their seeded therapists in place).
 */

/** The therapists made here, deleted after each test so no later spec meets them in the directory. */
const made: string[] = []
test.afterEach(async () => {
  await sql(`DELETE FROM "User" WHERE id = ANY($1::uuid[])`, [made.splice(0)])
})

/** "Wed 25 Nov, 10:00 AM": how the site writes a free hour. */
const freeHourText = (date: string, hour: number) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)).replace(',', '')}, ${hour12(hour)}`

async function createFrenchSpeakingTherapist() {
  const id = randomUUID()
  const fullName = `Amélie Okonkwo ${id.slice(0, 6)}`
  const date = lagosDate(1)
  made.push(id)
  await sql(`INSERT INTO "User" (id, email, "passwordHash", "fullName", role, gender, "updatedAt") VALUES ($1, $2, 'not-a-hash', $3, 'Therapist', 'Female', now())`, [
    id,
    `therapist-${id}@example.test`,
    fullName,
  ])
  await sql(
    `INSERT INTO "TherapistProfile" ("userId", bio, "feeKobo", specialties, languages, "yearsOfExperience", "isVerified", "verifiedAt", "updatedAt")
     VALUES ($1, 'Eating and body image, in French or English.', 900000, ARRAY['Eating Disorder', 'Mental Health Counselor'], ARRAY['English', 'French']::"Language"[], 6, true, '2000-01-01', now())`,
    [id],
  )
  await publishHours(id, date, [10, 11])
  // What the one free-hours rule stores when hours are published (lib/server/therapists/free-hours-ahead.ts).
  await sql(`UPDATE "TherapistProfile" SET "freeHoursAhead" = $2::timestamptz[], "freeHoursCheckedAt" = now() WHERE "userId" = $1`, [
    id,
    [lagosHour(date, 10), lagosHour(date, 11)],
  ])
  return { id, fullName, nextFree: freeHourText(date, 10) }
}

async function answerAndMatch(page: Page) {
  const question = (legend: string) => page.getByRole('group', { name: legend })
  await question('What brings you here?').getByLabel('Eating, food or my body').check()
  await question('Which language would you like to speak?').getByLabel('French').check()
  await question('Would you rather talk to a woman or a man?').getByLabel('A woman').check()
  await question('What can you pay for one session?').getByLabel('Up to ₦10,000').check()
  await question('When would you like to start?').getByLabel('This week').check()
  await page.getByRole('button', { name: 'Show my matches' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Your best matches' })).toBeFocused()
}

async function expectTheMatch(page: Page, therapist: { fullName: string; nextFree: string }) {
  const card = page.getByTestId('match-card').filter({ hasText: therapist.fullName })
  await expect(card).toBeVisible()
  await expect(card).toContainText(`Next available: ${therapist.nextFree}`)
  const reasons = card.getByRole('list').first().getByRole('listitem')
  await expect(reasons).toHaveText([
    'Works mainly with eating and body image',
    'Speaks French',
    'A woman, as you asked',
    'Within your budget: ₦9,000 a session',
    `Free this week: ${therapist.nextFree}`,
  ])
  // The best match comes first.
  await expect(page.getByTestId('match-card').first()).toContainText(therapist.fullName)
  // The answers stay chosen, to change one and ask again.
  await expect(page.getByRole('group', { name: 'Which language would you like to speak?' }).getByLabel('French')).toBeChecked()
  return card
}

test.describe('Match me at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a visitor finds the page from the home page, answers five questions and opens a match', async ({ page }) => {
    const therapist = await createFrenchSpeakingTherapist()
    await page.goto('/')
    await waitForHeader(page)
    // The drawer offers it too.
    await page.getByTestId('nav-toggle').click()
    await expect(page.getByTestId('nav-drawer').getByRole('link', { name: 'Match me', exact: true })).toHaveAttribute('href', '/find-a-therapist')
    await page.keyboard.press('Escape')

    await page.getByRole('link', { name: 'Find my therapist in five questions' }).click()
    await expect(page).toHaveURL(/\/find-a-therapist$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Find my therapist' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    await answerAndMatch(page)
    // The answers went in the request's body: the address is the page's own.
    await expect(page).toHaveURL(/\/find-a-therapist$/)
    const card = await expectTheMatch(page, therapist)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoSeriousA11yIssues(page)

    await card.getByRole('link', { name: therapist.fullName }).click()
    await expect(page).toHaveURL(new RegExp(`/one-therapist/${therapist.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(therapist.fullName)
  })
})

test.describe('Match me at desktop width', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('a visitor finds the page in the header, answers, and sees the matches or a way to the directory', async ({ page }) => {
    const therapist = await createFrenchSpeakingTherapist()
    await page.goto('/about-page')
    await waitForHeader(page)
    await page.getByRole('banner').getByRole('link', { name: 'Match me', exact: true }).click()
    await expect(page).toHaveURL(/\/find-a-therapist$/)
    await expectNoSeriousA11yIssues(page)

    await answerAndMatch(page)
    const card = await expectTheMatch(page, therapist)
    await expectNoSeriousA11yIssues(page)

    // No man of the demo data works with anger in French: say so, and offer the directory.
    await page.getByRole('group', { name: 'What brings you here?' }).getByLabel('Anger I find hard to control').check()
    await page.getByRole('group', { name: 'Would you rather talk to a woman or a man?' }).getByLabel('A man').check()
    await page.getByRole('button', { name: 'Show my matches' }).click()
    const none = page.getByRole('heading', { level: 2, name: 'No therapist matches all of that yet' })
    await expect(none).toBeFocused()
    await expect(card).toHaveCount(0)
    await page.getByRole('link', { name: 'Browse all therapists' }).click()
    await expect(page).toHaveURL(/\/therapists$/)
  })
})
