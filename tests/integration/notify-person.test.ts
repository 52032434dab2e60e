import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { notifyPerson, type Notice } from '@/lib/server/notifications/notify-person'
import { createPatient, createTherapist } from '../fixtures/factories'

// notifyPerson is the one place that picks channels: email, SMS and WhatsApp as each person chose.
// No providers here (no RESEND_API_KEY, no TERMII_API_KEY): every message lands in its outbox table,
// which is what admins read. The database is real.

beforeEach(() => {
  delete process.env.RESEND_API_KEY
  delete process.env.TERMII_API_KEY
  resetConfigForTests()
})

const SHORT = 'Your Alafia session is at 3:00 PM today.'

/** A notice with a subject of its own, so each test finds its own rows. */
function notice(userId: string, overrides: Partial<Notice> = {}): Notice {
  return { userId, purpose: 'reminder', subject: `Reminder ${randomUUID()}`, emailText: 'Hello,\n\nYour session is soon.', shortText: SHORT, ...overrides }
}

async function person({ phoneNumber = '+2348032220001' as string | null, email = true, sms = false, whatsapp = false, therapist = false } = {}) {
  const user = therapist ? await createTherapist(db, { phoneNumber }) : await createPatient(db, { phoneNumber })
  await db.notificationPreference.create({ data: { userId: user.id, email, sms, whatsapp } })
  return user
}

const emailsTo = (to: string, subject: string) => db.emailOutbox.findMany({ where: { to, subject } })
const textsFor = (userId: string) => db.textMessage.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } })

describe('notifyPerson', () => {
  it('emails only, by default (no choice made yet)', async () => {
    const user = await createPatient(db, { phoneNumber: '+2348032220002' })
    const sent = notice(user.id)
    expect(await notifyPerson(sent)).toEqual({ email: true, sms: false, whatsapp: false })
    expect(await emailsTo(user.email, sent.subject)).toHaveLength(1)
    expect(await textsFor(user.id)).toEqual([])
  })

  it('sends SMS and WhatsApp to the profile’s number in E.164 when chosen, into the text message outbox', async () => {
    const user = await person({ phoneNumber: '0803 222 0003', sms: true, whatsapp: true })
    const sent = notice(user.id)

    expect(await notifyPerson(sent)).toEqual({ email: true, sms: true, whatsapp: true })

    const texts = await textsFor(user.id)
    expect(texts.map(({ to, channel, text, purpose, status, provider }) => ({ to, channel, text, purpose, status, provider }))).toEqual([
      { to: '+2348032220003', channel: 'SMS', text: SHORT, purpose: 'reminder', status: 'Queued', provider: 'outbox' },
      { to: '+2348032220003', channel: 'WhatsApp', text: SHORT, purpose: 'reminder', status: 'Queued', provider: 'outbox' },
    ])
    expect(await emailsTo(user.email, sent.subject)).toHaveLength(1)
  })

  it('follows a reminder’s email choice, but a booking or a change of schedule always emails too', async () => {
    const user = await person({ email: false, sms: true, therapist: true })
    const reminder = notice(user.id)
    expect(await notifyPerson(reminder)).toEqual({ email: false, sms: true, whatsapp: false })
    expect(await emailsTo(user.email, reminder.subject)).toEqual([])

    for (const purpose of ['booking', 'schedule-change'] as const) {
      const told = notice(user.id, { purpose })
      expect(await notifyPerson(told)).toEqual({ email: true, sms: true, whatsapp: false })
      expect(await emailsTo(user.email, told.subject)).toHaveLength(1)
    }
    const waitlist = notice(user.id, { purpose: 'waitlist' })
    expect(await notifyPerson(waitlist)).toEqual({ email: false, sms: true, whatsapp: false })
  })

  it('sends no text without a number that works, whatever was chosen', async () => {
    const user = await person({ phoneNumber: null, sms: true, whatsapp: true })
    await db.user.update({ where: { id: user.id }, data: { phoneNumber: '12345' } })
    expect(await notifyPerson(notice(user.id))).toEqual({ email: true, sms: false, whatsapp: false })
    expect(await textsFor(user.id)).toEqual([])
  })

  it('sends a short text that is not discreet by email only, never to a phone', async () => {
    const user = await person({ email: false, sms: true, whatsapp: true })
    const careless = notice(user.id, { shortText: 'Your therapy session with Dr Ngozi Umeh is at 3:00 PM today.' })
    expect(await notifyPerson(careless)).toEqual({ email: true, sms: false, whatsapp: false })
    expect(await textsFor(user.id)).toEqual([])
    expect(await emailsTo(user.email, careless.subject)).toHaveLength(1)
  })

  it('tells an erased person nothing', async () => {
    const user = await person({ sms: true })
    await db.user.update({ where: { id: user.id }, data: { erasedAt: new Date() } })
    const sent = notice(user.id)
    expect(await notifyPerson(sent)).toEqual({ email: false, sms: false, whatsapp: false })
    expect(await emailsTo(user.email, sent.subject)).toEqual([])
    expect(await textsFor(user.id)).toEqual([])
  })

  it('never logs the number in full or the text, even where development logs each message', async () => {
    const user = await person({ phoneNumber: '+2348032220009', sms: true })
    const nodeEnv = process.env.NODE_ENV
    const lines: string[] = []
    for (const method of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
    try {
      Object.assign(process.env, { NODE_ENV: 'development' })
      resetConfigForTests()
      await notifyPerson(notice(user.id, { shortText: 'Your Alafia session is at 5:00 PM today.' }))
    } finally {
      vi.restoreAllMocks()
      Object.assign(process.env, { NODE_ENV: nodeEnv })
      resetConfigForTests()
    }
    const logged = lines.join('\n')
    expect(logged).toContain('[text] SMS')
    expect(logged).toContain('+234•••••0009')
    expect(logged).not.toContain('8032220009')
    expect(logged).not.toContain('5:00 PM')
  })
})
