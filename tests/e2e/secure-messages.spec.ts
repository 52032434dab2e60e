import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createTherapist, lagosDate, sql } from './db'
import { insertPaidAppointment, lagosHour } from './fixtures'
import { DEMO_PASSWORD, registerPatient, waitForHeader } from './support'
import { expectUsable, fillLogin, newPage, screenshots } from './journey'

// Secure messages: a patient with a paid session opens the footer's messaging shortcut, signs in,
// finds the therapist's thread on their profile and writes; the therapist sees the unread count in
// the dashboard's sidebar, reads the message and replies; the patient sees the reply, unread, in the
// list and in the thread. On a phone and a desktop, with the axe check on every new page. Each test
// makes its own therapist, patient and paid session.
test.use({ timezoneId: 'Africa/Lagos' })

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, hour: 10 },
  { name: 'desktop', width: 1366, height: 768, hour: 14 },
] as const

const snap = screenshots('messages')

for (const viewport of VIEWPORTS) {
  test.describe(`secure messages on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a patient writes to their therapist from the profile, the therapist reads and replies, the patient reads the reply', async ({ page, browser, playwright, baseURL }) => {
      const tag = randomUUID().slice(0, 6)
      const therapist = await createTherapist({ fullName: `Ngozi Talk ${tag}`, verified: true })
      const setup = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(setup, { fullName: `Ada Writer ${tag}` })
      await setup.dispose()
      const [row] = await sql<{ id: string }>(`SELECT id::text FROM "User" WHERE email = $1`, [patient.email])
      await insertPaidAppointment({ patient: row!.id, therapistId: therapist.id, startsAt: lagosHour(lagosDate(3), viewport.hour), hours: 1 })
      const first = `Hello, I would like to talk about sleep before our session <b>${tag}</b>`

      // A visitor's shortcut leads to sign-in, and on to the patient's threads.
      await page.goto('/')
      await waitForHeader(page)
      await page.getByTestId('message-shortcut').click()
      await expect(page).toHaveURL(/\/patient-login\?redirect=%2Fmessages$/)
      await waitForHeader(page)
      await fillLogin(page, patient.email, patient.password)
      await expect(page).toHaveURL(/\/patient-profile#messages$/)
      const messages = page.locator('section#messages')
      await expect(messages.getByRole('heading', { name: 'Messages' })).toBeVisible()
      await expect(messages.getByRole('link', { name: new RegExp(`Dr\\.? Ngozi Talk ${tag}.*No messages yet`) })).toBeVisible()
      await expectUsable(page)

      await messages.getByRole('link', { name: new RegExp(`Ngozi Talk ${tag}`) }).click()
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Ngozi Talk ${tag}`) })).toBeVisible()
      await expect(page.getByText('No messages yet. Write the first one below.')).toBeVisible()
      await expectUsable(page)
      // An empty message is refused beside the field.
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Please write a message.' })).toBeVisible()
      await page.getByLabel('Your message').fill(first)
      await page.getByRole('button', { name: 'Send' }).click()
      const log = page.getByRole('log', { name: /Messages with/ })
      // Shown as text: the angle brackets are part of what was written, never markup.
      await expect(log.getByTestId('message').last()).toContainText(first)
      await expect(page.getByLabel('Your message')).toHaveValue('')
      await expectUsable(page)
      await snap(page, 'patient-thread')

      // The therapist signs in and sees one unread message beside Messages.
      const therapistPage = await newPage(browser, viewport)
      await therapistPage.goto('/therapist-login')
      await waitForHeader(therapistPage)
      await fillLogin(therapistPage, therapist.email, DEMO_PASSWORD)
      await expect(therapistPage).toHaveURL(/\/therapist-dashboard$/)
      const sidebar = therapistPage.getByRole('navigation', { name: 'Dashboard' })
      await expect(sidebar.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible()
      await sidebar.getByRole('link', { name: /^Messages/ }).click()
      await expect(therapistPage).toHaveURL(/\/therapist-dashboard\/messages$/)
      await expect(therapistPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
      await expectUsable(therapistPage)
      await snap(therapistPage, 'therapist-list')
      await therapistPage.getByRole('link', { name: new RegExp(`Ada Writer ${tag}.*1 unread message`) }).click()
      await expect(therapistPage.getByRole('heading', { level: 1, name: `Ada Writer ${tag}` })).toBeVisible()
      const therapistLog = therapistPage.getByRole('log', { name: `Messages with Ada Writer ${tag}` })
      await expect(therapistLog.getByTestId('message')).toHaveCount(1)
      await expect(therapistLog.getByTestId('message').first()).toContainText(first)
      // Opened, so read: the sidebar's count is gone.
      await expect(sidebar.getByTestId('unread-count')).toHaveCount(0)
      await therapistPage.getByLabel('Your message').fill(`Thank you for writing.\nWe will talk about sleep first ${tag}.`)
      await therapistPage.getByRole('button', { name: 'Send' }).click()
      await expect(therapistLog.getByTestId('message')).toHaveCount(2)
      await expect(therapistLog.getByTestId('message').last()).toContainText(`We will talk about sleep first ${tag}.`)
      await expectUsable(therapistPage)
      await snap(therapistPage, 'therapist-thread')
      await therapistPage.context().close()

      // Back on the patient's list, the reply waits unread; opened, it is at the bottom.
      await page.getByRole('link', { name: 'All messages' }).click()
      await expect(page).toHaveURL(/\/patient-profile#messages$/)
      const thread = page.locator('section#messages').getByRole('link', { name: new RegExp(`Ngozi Talk ${tag}.*1 unread message`) })
      await expect(thread).toBeVisible()
      await thread.click()
      const reply = page.getByRole('log', { name: /Messages with/ }).getByTestId('message')
      await expect(reply).toHaveCount(2)
      await expect(reply.last()).toContainText(`We will talk about sleep first ${tag}.`)
      await snap(page, 'patient-reply')

      // The email said only that a message arrived.
      const emails = await sql<{ text: string }>(`SELECT text FROM "EmailOutbox" WHERE "to" = $1 AND subject = 'You have a new message on Alafia'`, [therapist.email])
      expect(emails).toHaveLength(1)
      expect(emails[0]!.text).not.toContain(tag)
    })
  })
}
