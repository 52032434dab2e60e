import { expect, test, type Page } from '@playwright/test'
import { login } from './support'
import { createTherapist } from './db'

// A verified therapist publishes next weeks' hours from the planner, edits a day and deletes another.
// Each test makes its own therapist (plain SQL on the e2e database, with the demo password), so the
// demo therapist's hours stay as the seed left them for the other specs.

const DAY_MS = 86_400_000
/** Today in Lagos, YYYY-MM-DD. */
const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date())
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
/** Monday of the week `weeks` after the current one (the planner's week). */
function mondayIn(weeks: number): string {
  const today = lagosToday()
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(today, weeks * 7 - weekday)
}

/** Four weeks ahead: well inside the planner's range. */
const WEEKS_AHEAD = 4

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' })

/** From any dashboard page: Availability in the sidebar, then Create, then on to the week. */
async function openPlannerWeek(page: Page, weeks: number) {
  await sidebar(page).getByRole('link', { name: 'Availability' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible()
  await page.getByRole('link', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Set Your Availability' })).toBeVisible()
  // The planner remembers the week it showed last (the router keeps the page): start from this week.
  const previous = page.getByRole('button', { name: 'Previous week' })
  for (let i = 0; i < 20 && (await previous.isEnabled()); i++) await previous.click()
  await expect(previous).toBeDisabled()
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next week' }).click()
  await expect(page.locator(`section[data-date="${mondayIn(weeks)}"]`)).toBeVisible()
}

test.describe('a therapist manages their availability', () => {
  test('publishes hours weeks ahead, edits a day and deletes another', async ({ page }) => {
    const tuesday = addDays(mondayIn(WEEKS_AHEAD), 1)
    const wednesday = addDays(mondayIn(WEEKS_AHEAD), 2)
    const therapist = await createTherapist({ fullName: 'Funmi Planner', verified: true })
    const therapistId = therapist.id

    await login(page.request, therapist.email, undefined, 'therapist')
    await page.goto('/therapist-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Funmi Planner' })).toBeVisible()
    await openPlannerWeek(page, WEEKS_AHEAD)
    await expect(page.getByText('In 4 weeks')).toBeVisible()
    const tuesdayCard = page.locator(`section[data-date="${tuesday}"]`)
    const wednesdayCard = page.locator(`section[data-date="${wednesday}"]`)

    // A day with no slot cannot be submitted.
    await tuesdayCard.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Please select at least one slot for the selected day.')).toBeVisible()

    // One day at a time: choosing Tuesday's hours locks the other days until the last is dropped.
    await tuesdayCard.getByRole('button', { name: '09:00 AM' }).click()
    await expect(wednesdayCard.getByText('Select only one day at a time')).toBeVisible()
    await tuesdayCard.getByRole('button', { name: '09:00 AM' }).click()
    await expect(wednesdayCard.getByText('Select only one day at a time')).toHaveCount(0)

    for (const hour of ['09:00 AM', '10:00 AM', '11:00 AM']) await tuesdayCard.getByRole('button', { name: hour }).click()
    await expect(tuesdayCard.getByRole('button', { name: '10:00 AM' })).toHaveAttribute('aria-pressed', 'true')
    await tuesdayCard.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Availability set successfully')).toBeVisible()
    await expect(tuesdayCard.getByText('Submitted')).toBeVisible()

    await wednesdayCard.getByRole('button', { name: 'Select All Available' }).click()
    await expect(wednesdayCard.getByRole('button', { name: 'Deselect All' })).toBeVisible()
    await wednesdayCard.getByRole('button', { name: 'Submit' }).click()
    await expect(wednesdayCard.getByText('Submitted')).toBeVisible()

    // Coming back later (a new visit to the dashboard), the days read Availability set, with a link to edit them.
    await page.goto('/therapist-dashboard')
    await openPlannerWeek(page, WEEKS_AHEAD)
    await expect(tuesdayCard.getByRole('link', { name: /Availability set/ })).toBeVisible()

    // Edit Tuesday: drop 11:00, add 02:00 PM.
    await sidebar(page).getByRole('link', { name: 'Availability' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible()
    const tuesdayRow = page.locator(`[data-testid="availability-row"][data-date="${tuesday}"]`)
    await tuesdayRow.getByRole('link', { name: /^Edit / }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Availability' })).toBeVisible()
    await expect(page.getByRole('button', { name: '09:00 AM' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: '11:00 AM' }).click()
    await page.getByRole('button', { name: '02:00 PM' }).click()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page).toHaveURL(/\/therapist-dashboard\/availability$/)
    await expect(page.getByText('Availability updated successfully')).toBeVisible()

    const list = (await (await page.request.get('/api/v1/therapist/view-availability')).json()).data as { availableDate: string; availableSlots: string[] }[]
    expect(list.find((day) => day.availableDate === tuesday)?.availableSlots).toEqual(['09:00', '10:00', '14:00'])
    expect(list.find((day) => day.availableDate === wednesday)?.availableSlots).toHaveLength(24)

    // Delete Wednesday, after its confirmation.
    const wednesdayRow = page.locator(`[data-testid="availability-row"][data-date="${wednesday}"]`)
    await wednesdayRow.getByRole('button', { name: /^Delete / }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible()
    await expect(dialog).toContainText('This availability will be deleted permanently.')
    await dialog.getByRole('button', { name: "Yes, I'm Sure" }).click()
    await expect(page.getByText('Availability deleted successfully')).toBeVisible()
    await expect(wednesdayRow).toHaveCount(0)
    await expect(tuesdayRow).toHaveCount(1)

    // The public booking side sees the new hours.
    const open = (await (await page.request.get(`/api/v1/user/user-view-availability/${therapistId}`)).json()).data as { availableDate: string; availableSlots: string[] }[]
    expect(open.find((day) => day.availableDate === tuesday)?.availableSlots).toEqual(['09:00 AM', '10:00 AM', '02:00 PM'])
    expect(open.find((day) => day.availableDate === wednesday)).toBeUndefined()
  })

  test('an unverified therapist is sent to the not-verified page, and the API refuses them', async ({ page }) => {
    // A guard, not a journey: the dashboard's addresses typed by a therapist still awaiting review.
    const { email } = await createTherapist({ fullName: 'Tobi Unverified', verified: false })
    await login(page.request, email, undefined, 'therapist')
    for (const path of ['/therapist-dashboard/availability', '/therapist-dashboard/create-availability']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/therapist-dashboard\/therapist-not-verified$/)
    }
    const response = await page.request.post('/api/v1/therapist/set-availability', { data: { availableDate: addDays(lagosToday(), 3), availableSlots: ['09:00'] } })
    expect(response.status()).toBe(403)
  })
})
