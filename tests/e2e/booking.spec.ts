import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { deterministicUuid } from '../fixtures/factories'
import { DEMO_PASSWORD, login, registerPatient, waitForHeader } from './support'
import { createTherapist, sql, lagosDate, hour12, publishHours } from './db'
import { insertHold, lagosHour } from './fixtures'
import { chip, chipDate, chooseTime } from './booking-widget'
import { expectNoSeriousA11yIssues } from './axe'

// A patient books and pays in the sandbox checkout. Every test that books
// makes its own therapist (₦45,000 an hour, hours published from 09:00 to 15:00 on a day of its own)
// and finds them as a patient would, by name in the directory, so no test takes an hour of the demo
// therapist or of another test. Times are read in Lagos unless a test says otherwise.
test.use({ timezoneId: 'Africa/Lagos' })

/** The demo therapist: only read here (the phone and abroad checks book nothing). */
const ADAEZE_ID = deterministicUuid('user:therapist@alafia.test')
const ADAEZE_PAGE = `/one-therapist/${ADAEZE_ID}`
const FEE_NAIRA = 45_000
const HOURS = [9, 10, 11, 12, 13, 14]

type Therapist = { id: string; email: string; fullName: string }

/** A verified therapist of the test's own with hours on a Lagos date `daysAhead` from today. */
async function bookableTherapist(daysAhead: number): Promise<{ therapist: Therapist; date: string; start: number }> {
  const therapist = await createTherapist({ fullName: `Dr. Amara ${randomUUID().slice(0, 6)}`, verified: true, feeKobo: FEE_NAIRA * 100 })
  const date = lagosDate(daysAhead)
  await publishHours(therapist.id, date, HOURS)
  return { therapist, date, start: 10 }
}

/** As a patient finds a therapist: the directory, a search by name, then their card. */
async function openFromDirectory(page: Page, therapist: Therapist) {
  await page.goto('/therapists')
  const search = page.getByRole('searchbox', { name: 'Search therapists by name' })
  await search.fill(therapist.fullName)
  await search.press('Enter')
  await page.getByTestId('therapist-card').filter({ visible: true }).getByRole('link', { name: therapist.fullName }).first().click()
  await expect(page).toHaveURL(new RegExp(`/one-therapist/${therapist.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: therapist.fullName })).toBeVisible()
}

/** From the therapist's page: a time chosen in the widget, then Next to the confirmation page. */
async function toConfirmation(page: Page, therapist: Therapist, date: string, start: number, end: number) {
  await openFromDirectory(page, therapist)
  await chooseTime(page, date, start, end)
  await page.locator('section#booking').getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/appointment-confirmation\?/)
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeVisible()
}

/** "Monday, November 23, 2026", as the booking pages write a date. */
const longDate = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))


/**
 * The first day at least `daysAhead` days from today on which the demo therapist has `hours`
 * consecutive free hours, and the first such start (for the checks that book nothing).
 */
async function freeTime(request: APIRequestContext, daysAhead: number, hours: number): Promise<{ date: string; start: number }> {
  const response = await request.get(`/api/v1/user/user-view-availability/${ADAEZE_ID}`)
  expect(response.status()).toBe(200)
  const days = (await response.json()).data as { availableDate: string; availableSlots: string[] }[]
  const earliest = lagosDate(daysAhead)
  for (const day of days.filter((d) => d.availableDate >= earliest)) {
    const free = new Set(day.availableSlots.map((slot) => (Number(slot.slice(0, 2)) % 12) + (slot.endsWith('PM') ? 12 : 0)))
    const start = [...free].sort((a, b) => a - b).find((h) => Array.from({ length: hours }, (_, i) => h + i).every((x) => free.has(x)))
    if (start !== undefined) return { date: day.availableDate, start }
  }
  throw new Error(`the demo therapist has no ${hours} free hours from ${earliest}: check the seed's availability`)
}



test.describe('booking and paying for a session', () => {
  test('a patient books two hours, pays in the sandbox and finds the appointment on the profile', async ({ page }) => {
    await registerPatient(page.request)
    const { therapist, date, start } = await bookableTherapist(2)

    await openFromDirectory(page, therapist)
    const booking = page.locator('section#booking')
    await expect(booking.getByRole('button', { name: 'Next' })).toBeVisible()

    // Nothing chosen: the message says what is missing.
    await booking.getByRole('button', { name: 'Next' }).click()
    await expect(booking.getByRole('alert')).toHaveText('Please select a date, start time and end time')

    // Choosing a new start clears the end; the duration and amount show before Next.
    await chooseTime(page, date, start + 1, start + 2)
    await expect(booking.getByTestId('booking-duration')).toHaveText('1 hour')
    await chip(page, '2. Start time', hour12(start)).click()
    await expect(page.getByRole('group', { name: '3. End time' }).getByRole('radio', { checked: true })).toHaveCount(0)
    await expect(booking.getByTestId('booking-duration')).toHaveText('—')
    await chip(page, '3. End time', hour12(start + 2)).click()
    await expect(booking.getByTestId('booking-duration')).toHaveText('2 hours')
    await expect(booking.getByTestId('booking-amount')).toHaveText('₦90,000')
    await expectNoSeriousA11yIssues(page)

    await booking.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/appointment-confirmation\?/)
    const pad = (hour: number) => `${String(hour).padStart(2, '0')}%3A00`
    expect(page.url()).toContain(`therapistId=${therapist.id}&date=${date}&start=${pad(start)}&end=${pad(start + 2)}`)

    // The draft is the URL: it survives a reload. The amount comes from the server.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your booking' })).toBeVisible()
    await expect(page.getByTestId('summary-therapist')).toHaveText(therapist.fullName)
    await expect(page.getByTestId('summary-time')).toContainText(`${hour12(start)} - ${hour12(start + 2)}`)
    await expect(page.getByTestId('summary-duration')).toHaveText('2 hours')
    await expect(page.getByTestId('summary-amount')).toHaveText(`₦${(2 * FEE_NAIRA).toLocaleString('en-US')}`)
    // The cancellation policy in force, before Make Payment, with this session's full-refund deadline.
    const policy = page.getByTestId('cancellation-policy')
    await expect(policy).toContainText('Cancel at least 24 hours before the start for a full refund; later, no refund; after the start, nothing.')
    await expect(policy.getByTestId('full-refund-deadline')).toHaveText(`Cancel by ${longDate(lagosDate(1))}, ${hour12(start)} (Lagos time) for a full refund.`)
    expect((await policy.boundingBox())!.y).toBeLessThan((await page.getByRole('button', { name: 'Make Payment' }).boundingBox())!.y)

    await page.getByRole('button', { name: 'Make Payment' }).click()
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' })
    await expect(checkout).toBeVisible()
    await expect(checkout).toContainText('Sandbox checkout — no real money moves')
    await expectNoSeriousA11yIssues(page)
    await checkout.getByRole('button', { name: 'Pay ₦90,000' }).click()

    await expect(page).toHaveURL(/\/payment-successful\?reference=ALF-/)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
    await expect(page.getByTestId('booked-duration')).toHaveText('2 hours')
    await expect(page.getByTestId('booked-amount')).toHaveText('₦90,000')
    await expect(page.getByTestId('booked-video-link')).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\//)
    await expect(page.getByRole('timer')).toContainText(/Redirecting to the home page in \d+ seconds?/)
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    const reference = new URL(page.url()).searchParams.get('reference') ?? ''

    // One paid appointment with its two hours and one payment.
    const [stored] = await sql<{ status: string; durationHours: number; amountKobo: number; slots: number; payments: number }>(
      `SELECT a.status, a."durationHours", a."amountKobo",
              (SELECT count(*)::int FROM "AppointmentSlot" s WHERE s."appointmentId" = a.id) AS slots,
              (SELECT count(*)::int FROM "Payment" p WHERE p."appointmentId" = a.id AND p.status = 'Paid') AS payments
         FROM "Appointment" a WHERE a."paymentReference" = $1`,
      [reference],
    )
    expect(stored).toEqual({ status: 'Paid', durationHours: 2, amountKobo: 9_000_000, slots: 2, payments: 1 })

    // Both people got the details with a calendar invite, through the outbox (no email provider in tests).
    const emails = await sql<{ to: string; subject: string; invite: boolean }>(
      `SELECT e."to", e.subject, (e.attachments::text LIKE '%invite.ics%') AS invite
         FROM "EmailOutbox" e WHERE e.text LIKE '%' || $1 || '%' ORDER BY e.subject`,
      [reference],
    )
    expect(emails).toEqual([
      { to: therapist.email, subject: expect.stringMatching(/^New appointment booked with /), invite: true },
      { to: expect.stringMatching(/@example\.test$/), subject: `Your appointment with ${therapist.fullName} is confirmed`, invite: true },
    ])

    // /confirm-appointment shows it to its patient (the address the confirmation email links to).
    await page.goto(`/confirm-appointment?reference=${encodeURIComponent(reference)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Appointment confirmed' })).toBeVisible()
    await expect(page.getByTestId('booked-reference')).toHaveText(reference)

    // The profile, from the header, lists it.
    await waitForHeader(page)
    await page.getByRole('banner').getByRole('link', { name: /your profile$/ }).click()
    await expect(page).toHaveURL(/\/patient-profile$/)
    const list = page.getByTestId('patient-appointments')
    await expect(list).toContainText(therapist.fullName)
    await expect(list.getByText('Paid')).toBeVisible()

    // The hours are taken: the therapist's page no longer offers them.
    const open = (await (await page.request.get(`/api/v1/user/user-view-availability/${therapist.id}`)).json()).data as { availableDate: string; availableSlots: string[] }[]
    expect(open.find((d) => d.availableDate === date)?.availableSlots ?? []).not.toContain(hour12(start))
    expect(open.find((d) => d.availableDate === date)?.availableSlots ?? []).toContain(hour12(start + 2))
  })

  test('Back after paying shows the session as booked, with a link to it, never Make Payment again', async ({ page }) => {
    await registerPatient(page.request)
    const { therapist, date, start } = await bookableTherapist(3)

    await toConfirmation(page, therapist, date, start, start + 1)
    await page.getByRole('button', { name: 'Make Payment' }).click()
    await page.getByRole('dialog', { name: 'Sandbox checkout' }).getByRole('button', { name: 'Pay ₦45,000' }).click()
    await expect(page).toHaveURL(/\/payment-successful\?reference=/)
    const reference = new URL(page.url()).searchParams.get('reference') ?? ''

    // Browser Back: the confirmation page of that same draft, which must not show its unpaid copy.
    await page.goBack()
    await expect(page).toHaveURL(/\/appointment-confirmation\?/)
    const booked = page.getByTestId('booked-draft').filter({ visible: true })
    await expect(booked).toContainText('You have booked this session.')
    await expect(booked.getByTestId('booked-draft-when')).toHaveText(`${therapist.fullName}, ${longDate(date)}, ${hour12(start)} - ${hour12(start + 1)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Session booked' }).filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Make Payment' }).filter({ visible: true })).toHaveCount(0)
    await expect(booked.getByRole('link', { name: 'My appointments' })).toHaveAttribute('href', '/patient-profile')
    await booked.getByRole('link', { name: 'View appointment' }).click()
    await expect(page).toHaveURL(new RegExp(`/confirm-appointment\\?reference=${reference}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Appointment confirmed' }).filter({ visible: true })).toBeVisible()

    // Only the one paid appointment exists for that hour.
    expect(await sql(`SELECT status FROM "Appointment" WHERE "paymentReference" = $1`, [reference])).toEqual([{ status: 'Paid' }])
  })

  test('a confirmation page left open is not shown from a stale copy: paid elsewhere meanwhile, Back shows it booked', async ({ page }) => {
    await registerPatient(page.request, { fullName: 'Bola Tinubu-Ade' })
    const { therapist, date, start } = await bookableTherapist(6)
    const draft = { therapistId: therapist.id, appointmentDate: date, slot_start: `${String(start).padStart(2, '0')}:00`, slot_end: `${String(start + 1).padStart(2, '0')}:00` }
    await toConfirmation(page, therapist, date, start, start + 1)
    await expect(page.getByRole('banner').getByRole('link', { name: /your profile$/ })).toBeVisible()

    // On to the profile within the site (the router keeps this page), and the same time is paid for
    // from elsewhere meanwhile (another tab, the provider's webhook): this page never hears of it.
    await page.getByRole('banner').getByRole('link', { name: /your profile$/ }).click()
    await expect(page).toHaveURL(/\/patient-profile$/)
    const held = await page.request.post('/api/v1/patient/hold-appointment', { data: draft })
    expect(held.status()).toBe(201)
    const { paymentReference } = (await held.json()).data
    expect((await page.request.post('/api/v1/payments/sandbox/complete', { data: { paymentReference, outcome: 'PAID' } })).status()).toBe(200)
    expect((await page.request.post('/api/v1/patient/confirm-payment', { data: { paymentReference } })).status()).toBe(200)

    await page.goBack()
    await expect(page).toHaveURL(/\/appointment-confirmation\?/)
    await expect(page.getByTestId('booked-draft').filter({ visible: true })).toContainText('You have booked this session.')
    await expect(page.getByRole('button', { name: 'Make Payment' }).filter({ visible: true })).toHaveCount(0)
  })

  test('a failed payment lands on /payment-error and the time is offered again; Try Again goes back to pay', async ({ page }) => {
    await registerPatient(page.request)
    const { therapist, date, start } = await bookableTherapist(5)

    await toConfirmation(page, therapist, date, start, start + 1)
    await expect(page.getByTestId('summary-duration')).toHaveText('1 hour')

    await page.getByRole('button', { name: 'Make Payment' }).click()
    await page.getByRole('dialog', { name: 'Sandbox checkout' }).getByRole('button', { name: 'Fail payment' }).click()
    await expect(page).toHaveURL(/\/payment-error$/)
    await expect(page.getByText("We couldn't process your payment")).toBeVisible()
    await expect(page.getByRole('timer')).toContainText(/Redirecting to the home page in 1[45] seconds/)
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')

    // The hold was released: the same time is on offer again.
    const again = await page.context().newPage()
    await openFromDirectory(again, therapist)
    await chip(again, '1. Choose a date', chipDate(date)).click()
    await expect(chip(again, '2. Start time', hour12(start))).toBeVisible()
    await again.close()

    // Try Again goes back to the confirmation page, whose Make Payment works again.
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page).toHaveURL(/\/appointment-confirmation\?/)
    await page.getByRole('button', { name: 'Make Payment' }).filter({ visible: true }).click()
    await page.getByRole('dialog', { name: 'Sandbox checkout' }).getByRole('button', { name: 'Pay ₦45,000' }).click()
    await expect(page).toHaveURL(/\/payment-successful\?reference=/)
  })

  test('closing the checkout shows the message, releases the hold and stays on the page', async ({ page }) => {
    await registerPatient(page.request)
    const { therapist, date, start } = await bookableTherapist(7)
    await toConfirmation(page, therapist, date, start, start + 1)

    await page.getByRole('button', { name: 'Make Payment' }).click()
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' })
    const reference = (await checkout.getByText(/^ALF-/).textContent()) ?? ''
    await checkout.getByRole('button', { name: 'Close (cancel)' }).click()
    await expect(page.getByText('Payment window closed. Your booking was not made.')).toBeVisible()
    await expect(checkout).toBeHidden()
    await expect(page).toHaveURL(/\/appointment-confirmation\?/)
    await expect(page.getByRole('button', { name: 'Make Payment' })).toBeEnabled()
    expect(await sql(`SELECT status FROM "Appointment" WHERE "paymentReference" = $1`, [reference])).toEqual([{ status: 'Cancelled' }])
  })

  test('a time taken while the patient looks at the confirmation sends them back to choose again', async ({ page, playwright, baseURL }) => {
    await registerPatient(page.request)
    const { therapist, date, start } = await bookableTherapist(9)
    await toConfirmation(page, therapist, date, start, start + 1)
    await expect(page.getByTestId('summary-duration')).toHaveText('1 hour')

    // Another patient holds that hour meanwhile.
    const rival = await playwright.request.newContext({ baseURL })
    await registerPatient(rival)
    const rivalId = (await (await rival.get('/api/v1/patient/view-profile')).json()).safeUser._id as string
    await rival.dispose()
    await insertHold({ patient: rivalId, therapistId: therapist.id, startsAt: lagosHour(date, start), hours: 1 })

    await page.getByRole('button', { name: 'Make Payment' }).click()
    await expect(page.getByText('Sorry, someone else has just taken part of that time. Please choose another time.')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/one-therapist/${therapist.id}#booking$`))
    await expect(page.getByRole('dialog', { name: 'Sandbox checkout' })).toHaveCount(0)
  })
})

test.describe('who may book', () => {
  test('a visitor sees the login prompt, and comes back to the therapist after logging in', async ({ page, playwright, baseURL }) => {
    const setup = await playwright.request.newContext({ baseURL })
    const patient = await registerPatient(setup)
    await setup.dispose()
    const { therapist } = await bookableTherapist(4)
    const therapistPage = `/one-therapist/${therapist.id}`

    await openFromDirectory(page, therapist)
    const booking = page.locator('section#booking')
    await expect(booking.getByText('Please log in to book an appointment')).toBeVisible()
    await expect(booking.getByRole('button', { name: 'Next' })).toHaveCount(0)
    const loginLink = booking.getByRole('link', { name: 'Login' })
    await expect(loginLink).toHaveAttribute('href', `/user-login?redirect=${encodeURIComponent(therapistPage)}`)

    await loginLink.click()
    await page.getByLabel('Email').filter({ visible: true }).fill(patient.email)
    await page.getByLabel('Password').filter({ visible: true }).fill(patient.password)
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${therapistPage}$`))
    await expect(page.locator('section#booking').filter({ visible: true }).getByRole('button', { name: 'Next' })).toBeVisible()
  })

  test('the therapist on their own page cannot book themself', async ({ page }) => {
    const { therapist } = await bookableTherapist(4)
    await login(page.request, therapist.email, DEMO_PASSWORD, 'therapist')
    await openFromDirectory(page, therapist)
    await expect(page.locator('section#booking').getByText('You cannot Book an Appointment with yourself')).toBeVisible()
    await expect(page.locator('section#booking').getByRole('radio')).toHaveCount(0)
  })

  test('another patient’s payment reference is not found on /confirm-appointment', async ({ page }) => {
    const [paid] = await sql<{ paymentReference: string }>(`SELECT "paymentReference" FROM "Appointment" WHERE status = 'Paid' LIMIT 1`)
    await registerPatient(page.request)
    await page.goto(`/confirm-appointment?reference=${encodeURIComponent(paid!.paymentReference)}`)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  })
})

test.describe('a visitor abroad', () => {
  test.use({ timezoneId: 'Europe/London' })

  test('sees Nigerian times with their own time beside', async ({ page }) => {
    const { date, start } = await freeTime(page.request, 2, 1)
    await page.goto(ADAEZE_PAGE)
    await chip(page, '1. Choose a date', chipDate(date)).click()
    // London is an hour behind Lagos in November (and level with it in summer, when nothing is added).
    const london = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h12' }).format(
      new Date(`${date}T${String(start).padStart(2, '0')}:00:00+01:00`),
    )
    const label = london === hour12(start) ? hour12(start) : `${hour12(start)}(${london} your time)`.replaceAll(' ', '[\\s\\u00a0]')
    await expect(chip(page, '2. Start time', label)).toBeVisible()
  })
})

test.describe('booking on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a sticky "Book a session" button brings the widget into view with focus; the chosen date and time stay in sight', async ({ page }) => {
    await registerPatient(page.request)
    const { date, start } = await freeTime(page.request, 4, 2)
    await page.goto(ADAEZE_PAGE)
    const booking = page.locator('section#booking')
    const jump = page.getByRole('link', { name: 'Book a session' })
    await expect(jump).toBeVisible()
    await expect(booking.getByRole('heading', { name: 'Book an appointment' })).not.toBeInViewport()

    await jump.click()
    await expect(booking).toBeFocused()
    await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toBeInViewport()
    // Out of the way while the widget is on screen (its Next button is there).
    await expect(jump).toBeHidden()

    await chip(page, '1. Choose a date', chipDate(date)).click()
    const summary = booking.getByTestId('booking-choice')
    await expect(summary).toHaveText(`${chipDate(date)} · choose a start time`)
    await chip(page, '2. Start time', hour12(start)).click()
    await chip(page, '3. End time', hour12(start + 2)).click()
    await expect(summary).toHaveText(`${chipDate(date)} · ${hour12(start)} - ${hour12(start + 2)}`)

    // Down at Next the date chips have scrolled away, but the choice is still on screen.
    await booking.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded()
    await expect(chip(page, '1. Choose a date', chipDate(date))).not.toBeInViewport()
    await expect(summary).toBeInViewport()
    await expectNoSeriousA11yIssues(page)
  })
})

test.describe('booking on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('has no sticky "Book a session" button: the widget is beside the profile', async ({ page }) => {
    await page.goto(ADAEZE_PAGE)
    await expect(page.locator('section#booking').getByRole('heading', { name: 'Book an appointment' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book a session' })).toBeHidden()
  })
})
