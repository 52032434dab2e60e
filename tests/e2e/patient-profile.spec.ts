import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { hour12, lagosDate } from './db'
import { createTherapist, insertPaidAppointment, lagosHour, patientId, publishHours } from './fixtures'
import { login, registerPatient, waitForHeader } from './support'

/** The value shown beside a label on the profile card. */
const fact = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`)

const longDate = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Africa/Lagos' }).format(date)

test('a patient reads their profile, edits it, and a cleared field shows ---', async ({ page }) => {
  const patient = await registerPatient(page.context().request, { fullName: 'Bisi Okafor', gender: 'Female', dateOfBirth: '1992-06-01' })

  await page.goto('/patient-profile')
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()
  await expect(fact(page, 'Full Name')).toHaveText('Bisi Okafor')
  await expect(fact(page, 'Email')).toHaveText(patient.email)
  await expect(fact(page, 'Phone')).toHaveText('+2348031234567')
  await expect(fact(page, 'Address')).toHaveText(patient.address)
  await expect(fact(page, 'Local Government')).toHaveText('Surulere')
  await expect(fact(page, 'State')).toHaveText('Lagos')
  await expect(fact(page, 'Gender')).toHaveText('Female')
  await expect(fact(page, 'Birthday')).toHaveText('June 1, 1992')
  await expect(fact(page, 'Member Since')).toHaveText(longDate(new Date()))
  await expect(page.getByRole('heading', { name: 'My Appointments', level: 2 })).toBeVisible()

  await page.getByRole('link', { name: 'Edit Profile' }).click()
  await expect(page).toHaveURL(/\/edit-patient-profile$/)
  await expect(page.getByLabel('Full Name')).toHaveValue('Bisi Okafor')
  await expect(page.getByLabel('Phone Number')).toHaveValue('+2348031234567')
  await expect(page.getByLabel('State')).toHaveValue('Lagos')
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1992-06-01')
  await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/patient-profile')

  // The rules of the server show beside the fields: a foreign number and a minor are refused.
  await page.getByLabel('Phone Number').fill('+44 20 7946 0958')
  await page.getByLabel('Date of Birth').fill(new Date().toISOString().slice(0, 10))
  await page.getByRole('button', { name: 'UPDATE PROFILE' }).click()
  await expect(page.getByText(/Enter a Nigerian phone number/)).toBeVisible()
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible()
  await expect(page).toHaveURL(/\/edit-patient-profile$/)

  await page.getByLabel('Full Name').fill('Bisi Okafor-Bello')
  await page.getByLabel('Phone Number').fill('0806 555 1234')
  await page.getByLabel('Date of Birth').fill('1990-12-31')
  await page.getByLabel('Address').fill('')
  await page.getByLabel('State').selectOption('Oyo')
  await page.getByLabel('Gender').selectOption('')
  await page.getByRole('button', { name: 'UPDATE PROFILE' }).click()

  await expect(page.getByText('Profile updated successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/patient-profile$/)
  await expect(fact(page, 'Full Name')).toHaveText('Bisi Okafor-Bello')
  await expect(fact(page, 'Phone')).toHaveText('+2348065551234')
  await expect(fact(page, 'Address')).toHaveText('---')
  await expect(fact(page, 'Gender')).toHaveText('---')
  await expect(fact(page, 'State')).toHaveText('Oyo')
  await expect(fact(page, 'Birthday')).toHaveText('December 31, 1990')
})

test('the API ignores a role or block flag sent with the profile', async ({ page }) => {
  const patient = await registerPatient(page.context().request)
  const response = await page.context().request.put('/api/v1/patient/edit-profile', {
    data: { fullName: 'Sade Bankole', email: patient.email, role: 'Admin', isBlocked: true, id: '00000000-0000-0000-0000-000000000000' },
  })
  expect(response.status()).toBe(200)
  const { data } = await response.json()
  expect(data).toMatchObject({ fullName: 'Sade Bankole', role: 'Patient', isBlocked: false })
  // Still a patient, still signed in: the admin area stays shut.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/unauthorized$/)
})

test('changing the password keeps this browser signed in and signs every other one out', async ({ page, browser }) => {
  const patient = await registerPatient(page.context().request)
  const newPassword = 'a-much-better-passphrase'

  // A second browser signed in before the change.
  const other = await browser.newContext()
  await login(other.request, patient.email, patient.password)
  const otherPage = await other.newPage()
  await otherPage.goto('/patient-profile')
  await expect(otherPage.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()

  await page.goto('/patient-profile')
  await page.getByRole('link', { name: 'Change Password' }).click()
  await expect(page).toHaveURL(/\/patient-change-password$/)
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/user-profile')

  await page.getByLabel('Old Password').fill(patient.password)
  await page.getByLabel(/^New Password/).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(`${newPassword}?`)
  await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click()
  await expect(page.getByText('Password is not a match')).toBeVisible()

  await page.getByLabel(/^New Password/).fill('short')
  await page.getByLabel('Confirm New Password').fill('short')
  // The form checks again as it is typed in: the click waits until the mismatch has gone, or the
  // buttons would still be moving under the pointer (and the click could land on Cancel).
  await expect(page.locator('#confirmPassword-error')).toBeHidden()
  await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()

  await page.getByLabel('Old Password').fill('not-my-password')
  await page.getByLabel(/^New Password/).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await expect(page.locator('#newPassword-error')).toBeHidden()
  await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click()
  await expect(page.getByText('Your old password is incorrect').first()).toBeVisible()
  await expect(page).toHaveURL(/\/patient-change-password$/)

  await page.getByLabel('Old Password').fill(patient.password)
  await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click()
  await expect(page.getByText('Password updated successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/patient-profile$/)

  // This browser carries on, on a fresh cookie.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()
  await waitForHeader(page)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()

  // The other browser is signed out at its next request.
  await otherPage.goto('/patient-profile')
  await expect(otherPage).toHaveURL(/\/patient-login\?redirect=%2Fpatient-profile$/)
  // (Through the browser: the API context's keep-alive socket may have been closed by the server since.)
  expect((await otherPage.goto('/api/v1/patient/view-profile'))?.status()).toBe(401)
  await other.close()

  // Only the new password signs in now.
  const fresh = await browser.newContext()
  await expect(login(fresh.request, patient.email, patient.password)).rejects.toThrow(/401/)
  await login(fresh.request, patient.email, newPassword)
  await fresh.close()
})

test('/user-profile and Cancel lead a patient back to their profile', async ({ page }) => {
  await registerPatient(page.context().request)
  await page.goto('/patient-change-password')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/patient-profile$/)
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()
})

test('the profile, edit and password pages have no serious accessibility violations', async ({ page }) => {
  await registerPatient(page.context().request)
  for (const path of ['/patient-profile', '/edit-patient-profile', '/patient-change-password']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  }
})

test.describe('my appointments on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('only paid sessions, Upcoming then Past by session time, with the time, Join session and Add to calendar', async ({ page, playwright, baseURL }) => {
    await registerPatient(page.context().request, { fullName: 'Ifeoma Obi' })
    const me = await patientId(page.request)
    const therapistId = await createTherapist('Halima Yusuf')
    const lagosHourNow = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', hourCycle: 'h23' }).format(new Date()))
    // Going on now (its room is open), one in three days (not yet), one two days ago (over).
    const now = await insertPaidAppointment({ patient: me, therapistId, startsAt: lagosHour(lagosDate(0), lagosHourNow), hours: 2 })
    const later = await insertPaidAppointment({ patient: me, therapistId, startsAt: lagosHour(lagosDate(3), 10), hours: 2 })
    const past = await insertPaidAppointment({ patient: me, therapistId, startsAt: lagosHour(lagosDate(-2), 10), hours: 1 })
    // Two checkouts of one hour closed without paying, the way the checkout closes them: not appointments.
    const openDay = lagosDate(5)
    await publishHours(therapistId, openDay, [9])
    for (let attempt = 0; attempt < 2; attempt++) {
      const held = await page.request.post('/api/v1/patient/hold-appointment', { data: { therapistId, appointmentDate: openDay, slot_start: '09:00', slot_end: '10:00' } })
      expect(held.status()).toBe(201)
      const closed = await page.request.post('/api/v1/patient/cancel-hold', { data: { paymentReference: (await held.json()).data.paymentReference } })
      expect((await closed.json()).data.status).toBe('Cancelled')
    }

    await page.goto('/patient-profile')
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()
    // The appointments come before the nine profile fields.
    const appointmentsTop = (await page.getByRole('heading', { name: 'My Appointments', level: 2 }).boundingBox())!.y
    const detailsTop = (await page.getByRole('heading', { name: 'Account details', level: 2 }).boundingBox())!.y
    expect(appointmentsTop).toBeLessThan(detailsTop)

    const upcoming = page.getByTestId('upcoming-appointments').getByTestId('appointment-row')
    const pastRows = page.getByTestId('past-appointments').getByTestId('appointment-row')
    await expect(upcoming).toHaveCount(2)
    await expect(pastRows).toHaveCount(1)
    await expect(page.getByTestId('patient-appointments').getByText('Cancelled')).toHaveCount(0)
    const timeOf = (hour: number) => `${hour12(hour)} - ${hour12((hour + 2) % 24)}`
    await expect(upcoming.getByTestId('appointment-time')).toHaveText([timeOf(lagosHourNow), '10:00 AM - 12:00 PM'])
    for (const time of await upcoming.getByTestId('appointment-time').all()) await expect(time).toBeVisible()
    await expect(pastRows.getByTestId('appointment-time')).toHaveText('10:00 AM - 11:00 AM')
    await expect(pastRows.getByTestId('appointment-time')).toBeVisible()

    // Join: open now for the session going on, disabled with its reason for the later one.
    await expect(upcoming.nth(0).getByRole('link', { name: /Join session/ })).toHaveAttribute('href', now.videoLink)
    await expect(upcoming.nth(1).getByRole('button', { name: 'Join session' })).toBeDisabled()
    await expect(upcoming.nth(1).getByTestId('join-reason')).toHaveText('Opens 15 minutes before the start')
    await expect(upcoming.nth(1).getByRole('link', { name: /Join session/ })).toHaveCount(0)

    // Add to calendar downloads the session's invite: the same UID the booking email carries.
    const [download] = await Promise.all([page.waitForEvent('download'), upcoming.nth(1).getByRole('link', { name: 'Add to calendar' }).click()])
    expect(download.suggestedFilename()).toBe(`alafia-session-${lagosDate(3)}.ics`)
    const ics = readFileSync((await download.path())!, 'utf8')
    expect(ics).toContain(`UID:${later.appointmentId}@alafia.ng`)
    expect(ics).toContain(`DTSTART;TZID=Africa/Lagos:${lagosDate(3).replaceAll('-', '')}T100000`)

    // The details dialog offers the same for a past session: the room is closed.
    await pastRows.getByRole('button', { name: 'View details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Appointment Details' })
    await expect(dialog.getByRole('button', { name: 'Join session' })).toBeDisabled()
    await expect(dialog.getByTestId('join-reason')).toHaveText('This session has ended')
    await expect(dialog.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/v1/patient/appointment/${past.appointmentId}/calendar`)
    await expectNoSeriousViolations(page)

    // The API lists the same: paid sessions only, upcoming first.
    const listed = (await (await page.request.get('/api/v1/patient/my-appointments')).json()).data as { _id: string }[]
    expect(listed.map((a) => a._id)).toEqual([now.appointmentId, later.appointmentId, past.appointmentId])

    // Nobody else can download it.
    const stranger = await playwright.request.newContext({ baseURL })
    await registerPatient(stranger)
    expect((await stranger.get(`/api/v1/patient/appointment/${later.appointmentId}/calendar`)).status()).toBe(404)
    await stranger.dispose()
  })
})

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
