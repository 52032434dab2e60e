import { expect, test, type Locator, type Page } from '@playwright/test'
import { registerPatient, waitForHeader } from './support'
import { sql, lagosDate } from './db'
import { dayLabel, paidAppointment, patientId } from './fixtures'

// A patient moves a paid appointment to another free time. The therapist,
// their hours and the paid appointment come from tests/e2e/fixtures.ts (plain SQL into the e2e
// database, as Playwright cannot load the Prisma client).

test.describe('rescheduling an appointment', () => {
  test('a patient moves a paid appointment to another free time', async ({ page }) => {
    const patient = await registerPatient(page.request)
    const { appointmentId, therapistId, bookedDay, newDay } = await paidAppointment(await patientId(page.request))

    // From the profile: the appointment's details, then Re-schedule.
    await page.goto('/patient-profile')
    await page.getByTestId('upcoming-appointments').getByRole('button', { name: 'View details' }).click()
    await page.getByRole('dialog', { name: 'Appointment Details' }).getByRole('link', { name: 'Re-schedule' }).click()
    await expect(page).toHaveURL(new RegExp(`/reschedule-appointment/${appointmentId}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Reschedule Appointment' })).toBeVisible()
    await expect(page.getByTestId('current-therapist')).toHaveText('Dr Halima Yusuf')
    await expect(page.getByTestId('current-time-slot')).toHaveText('10:00 AM - 12:00 PM (2 hours)')
    await expect(page.getByText('New appointment must be exactly 2 hours')).toBeVisible()

    // Nothing chosen yet.
    await page.getByRole('button', { name: 'Reschedule Appointment' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a date, start time and end time' })).toBeVisible()

    // Both open days are offered; on the new day only starts whose two hours are both published and
    // free (17:00 would need 18:00).
    const dateSelect = page.getByLabel('New date')
    await expect(dateSelect.locator('option')).toHaveText(['Select a date', dayLabel(bookedDay), dayLabel(newDay)])
    await dateSelect.selectOption(newDay)
    const startSelect = page.getByLabel('Start time')
    await expect(startSelect.locator('option')).toHaveText(['Select a start time', '02:00 PM', '03:00 PM', '04:00 PM'])
    await startSelect.selectOption({ label: '03:00 PM' })
    await expect(page.getByLabel('End time')).toHaveValue('05:00 PM')

    await page.getByRole('button', { name: 'Reschedule Appointment' }).click()
    await expect(page).toHaveURL(/\/patient-profile$/)
    await expect(page.getByText('Appointment rescheduled successfully')).toBeVisible()

    const response = await page.request.get(`/api/v1/patient/appointment/${appointmentId}`)
    expect(response.status()).toBe(200)
    expect((await response.json()).data).toMatchObject({ _id: appointmentId, appointmentDate: newDay, slot_start: '15:00', slot_end: '17:00', duration: 2, status: 'Paid' })

    // The freed hours are open again on the public availability; the new ones are not.
    const open = (await (await page.request.get(`/api/v1/user/user-view-availability/${therapistId}`)).json()).data as { availableDate: string; availableSlots: string[] }[]
    expect(open.find((day) => day.availableDate === bookedDay)?.availableSlots).toEqual(['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM'])
    expect(open.find((day) => day.availableDate === newDay)?.availableSlots).toEqual(['02:00 PM', '05:00 PM'])

    // The profile lists the appointment; its details show the new time and the re-schedule action.
    await page.getByRole('button', { name: 'View details' }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Halima Yusuf')
    await expect(dialog).toContainText('03:00 PM - 05:00 PM')
    await expect(dialog).toContainText('₦15,000')
    await expect(dialog.getByRole('link', { name: 'Re-schedule' })).toHaveAttribute('href', `/reschedule-appointment/${appointmentId}`)

    const rows = await sql<{ to: string; subject: string; text: string }>(`SELECT "to", subject, text FROM "EmailOutbox" WHERE "to" = $1`, [patient.email])
    expect(rows).toEqual([expect.objectContaining({ subject: 'Your appointment has been rescheduled', text: expect.stringContaining('03:00 PM - 05:00 PM (Lagos time)') })])
  })

  test("another patient's appointment id is not found, on the page and through the API", async ({ page, playwright, baseURL }) => {
    const owner = await playwright.request.newContext({ baseURL })
    await registerPatient(owner)
    const { appointmentId } = await paidAppointment(await patientId(owner))
    await owner.dispose()

    await registerPatient(page.request)
    // The page streams behind (personal)/loading.tsx, so the shell has gone out with status 200 before
    // the lookup answers: the not-found page replaces it (with a noindex tag). The API answers a real 404.
    await page.goto(`/reschedule-appointment/${appointmentId}`)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText('Halima Yusuf')).toHaveCount(0)

    expect((await page.request.get(`/api/v1/patient/appointment/${appointmentId}`)).status()).toBe(404)
    const put = await page.request.put(`/api/v1/patient/reschedule-appointment/${appointmentId}`, {
      data: { newAppointmentDate: lagosDate(4), newSlot_start: '14:00', newSlot_end: '16:00' },
    })
    expect(put.status()).toBe(404)
  })
})

/** Nothing may cover the page or shut it off: no open (modal) dialog, nothing inert. */
async function expectNothingBlocksThePage(page: Page) {
  const blockers = await page.evaluate(() => ({
    openDialogs: document.querySelectorAll('dialog[open]').length,
    modal: document.querySelector(':modal') !== null,
    bodyInert: document.body.inert,
    inert: document.querySelectorAll('[inert]').length,
  }))
  expect(blockers).toEqual({ openDialogs: 0, modal: false, bodyInert: false, inert: 0 })
}

/** Presses Tab until `target` has the focus (at most `limit` times); fails when the keyboard never gets there. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

// The path a person takes: sign in with the form, open the profile from the header,
// the eye icon, the details dialog, Re-schedule, pick a new time with the keyboard, submit, and find
// the moved session on the profile. At a phone's width and at a laptop's.
for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
]) {
  test.describe(`the reschedule journey on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('profile → eye icon → Appointment Details → Re-schedule → new time → back on the profile with the moved session', async ({ page, playwright, baseURL }) => {
      const setup = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(setup, { fullName: 'Chidi Eze' })
      const { bookedDay, newDay } = await paidAppointment(await patientId(setup))
      await setup.dispose()

      // Sign in as a person does, and open the profile from the header.
      await page.goto('/patient-login')
      await page.getByLabel('Email').filter({ visible: true }).fill(patient.email)
      await page.getByLabel('Password').filter({ visible: true }).fill(patient.password)
      await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
      await expect(page).toHaveURL(/\/$/)
      await waitForHeader(page)
      if (viewport.name === 'phone') {
        await page.getByTestId('nav-toggle').click()
        await page.getByRole('dialog').getByRole('link', { name: /^Chidi\s*, your profile$/ }).click()
      } else {
        await page.getByRole('banner').getByRole('link', { name: /^Chidi\s*, your profile$/ }).click()
      }
      await expect(page).toHaveURL(/\/patient-profile$/)
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()

      const upcoming = page.getByTestId('upcoming-appointments')
      await expect(upcoming.getByTestId('appointment-time')).toHaveText('10:00 AM - 12:00 PM')
      await upcoming.getByRole('button', { name: 'View details' }).click()
      const dialog = page.getByRole('dialog', { name: 'Appointment Details' })
      await expect(dialog).toContainText('Dr Halima Yusuf')
      await dialog.getByRole('link', { name: 'Re-schedule' }).click()

      await expect(page).toHaveURL(/\/reschedule-appointment\//)
      await expect(page.getByRole('heading', { level: 1, name: 'Reschedule Appointment' })).toBeVisible()
      await expectNothingBlocksThePage(page)

      // The keyboard reaches every control, in order.
      const dateSelect = page.getByLabel('New date')
      await tabTo(page, dateSelect)
      await expect(dateSelect).toBeFocused()
      await dateSelect.selectOption(newDay)
      const startSelect = page.getByLabel('Start time')
      await tabTo(page, startSelect, 3)
      await startSelect.selectOption({ label: '03:00 PM' })
      await expect(page.getByLabel('End time')).toHaveValue('05:00 PM')
      const submit = page.getByRole('button', { name: 'Reschedule Appointment' })
      await tabTo(page, submit, 5)
      await expectNothingBlocksThePage(page)
      await submit.click()

      await expect(page).toHaveURL(/\/patient-profile$/)
      await expect(page.getByText('Appointment rescheduled successfully')).toBeVisible()
      const moved = page.getByTestId('upcoming-appointments').getByTestId('appointment-row')
      await expect(moved).toHaveCount(1)
      await expect(moved.getByTestId('appointment-date')).toHaveText(dayLabel(newDay).replace(/^\w+, /, ''))
      await expect(moved.getByTestId('appointment-time')).toHaveText('03:00 PM - 05:00 PM')
      await expect(moved.getByTestId('appointment-time')).toBeVisible()
      expect(dayLabel(newDay)).not.toBe(dayLabel(bookedDay))
      await expectNothingBlocksThePage(page)
      await moved.getByRole('button', { name: 'View details' }).click()
      await expect(page.getByRole('dialog', { name: 'Appointment Details' })).toContainText('03:00 PM - 05:00 PM (2 hours)')
    })
  })
}
