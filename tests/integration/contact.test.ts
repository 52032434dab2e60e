import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runAction } from '@/lib/server/actions/run-action'
import { config, resetConfigForTests } from '@/lib/server/config'
import { CONTACT_LIMIT_OVERALL, CONTACT_LIMIT_PER_ADDRESS, sendContactMessage } from '@/lib/server/contact/send-contact-message'
import { listContactMessages, CONTACT_MESSAGES_PAGE_SIZE } from '@/lib/server/contact/list-contact-messages'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { contactMessageSchema, type ContactMessageInput } from '@/lib/validation/contact'
import { createAdmin, createManager, createPatient, createTherapist } from '../fixtures/factories'

const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const savedKey = process.env.RESEND_API_KEY

function contactInput(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  return { fullName: 'Chidinma Eze', email: `chidinma-${randomUUID()}@example.test`, message: 'I would like to know how verification of therapists works.', ...overrides }
}

/** What the server action does: parse with the shared schema, then call the use case. */
async function submit(input: ContactMessageInput, ipAddress = uniqueIp()) {
  return sendContactMessage({ message: contactMessageSchema.parse(input), ipAddress })
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

beforeEach(async () => {
  // The outbox is the delivery in these tests (no provider); the provider path is in email.test.ts.
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
  // The site-wide cap counts every test run of the last hour: start each test below it.
  await db.rateLimitEvent.deleteMany({ where: { bucket: 'contact:all' } })
})

afterEach(() => {
  if (savedKey === undefined) delete process.env.RESEND_API_KEY
  else process.env.RESEND_API_KEY = savedKey
  resetConfigForTests()
})

describe('sending a contact message', () => {
  it('stores the message and an email to the support address with reply-to the visitor', async () => {
    const input = contactInput({ fullName: '  Chidinma Eze ', email: ' Chidinma.Eze@Example.TEST ', message: 'Hello Alafia,\n\nCan I book a session for my teenage son?' })

    const receipt = await submit(input)

    const stored = await db.contactMessage.findUniqueOrThrow({ where: { id: receipt.id! } })
    expect(stored).toMatchObject({ fullName: 'Chidinma Eze', email: 'chidinma.eze@example.test', message: 'Hello Alafia,\n\nCan I book a session for my teenage son?' })
    const email = await db.emailOutbox.findFirstOrThrow({ where: { to: config().SUPPORT_EMAIL, text: { contains: receipt.id! } } })
    expect(email).toMatchObject({ subject: 'Contact form: Chidinma Eze', status: 'Queued', provider: 'outbox', html: null })
    expect(email.text).toContain('Hello Alafia,\n\nCan I book a session for my teenage son?')
    expect(email.text).toContain('Email: chidinma.eze@example.test')
  })

  it('keeps text that looks like HTML as plain text', async () => {
    const receipt = await submit(contactInput({ message: '<script>alert("hi")</script> is what I saw on a page' }))
    const email = await db.emailOutbox.findFirstOrThrow({ where: { text: { contains: receipt.id! } } })
    expect(email.html).toBeNull()
    expect(email.text).toContain('<script>alert("hi")</script> is what I saw on a page')
  })

  it.each([
    ['an empty name', { fullName: '   ' }, 'fullName', 'Please fill all fields'],
    ['a one-letter name', { fullName: 'A' }, 'fullName', 'Full name must be at least 2 characters'],
    ['a name over 100 characters', { fullName: 'N'.repeat(101) }, 'fullName', 'Full name must be at most 100 characters'],
    ['a name with a line break', { fullName: 'Ada\nBcc: spam@example.test' }, 'fullName', 'Full name must be on one line'],
    ['an empty email', { email: '' }, 'email', 'Please fill all fields'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an empty message', { message: ' \n ' }, 'message', 'Please fill all fields'],
    ['a short message', { message: 'Hi there' }, 'message', 'Message must be at least 10 characters'],
    ['a message over 5,000 characters', { message: 'a'.repeat(5001) }, 'message', 'Message must be at most 5,000 characters'],
    ['a message full of links', { message: 'http://a.test http://b.test http://c.test http://d.test buy now' }, 'message', 'Please include at most 3 links'],
  ])('refuses %s and stores nothing', async (_, overrides, field, message) => {
    const input = contactInput(overrides)
    const startedAt = new Date()
    // The server action's path: runAction parses with the shared schema before the use case runs.
    const result = await runAction(contactMessageSchema, input, async (data) => {
      await sendContactMessage({ message: data, ipAddress: uniqueIp() })
      return {}
    })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.fieldErrors?.[field]).toEqual([message])
    // Only this file writes contact messages and support emails, one test at a time.
    expect(await db.contactMessage.count({ where: { createdAt: { gte: startedAt } } })).toBe(0)
    expect(await db.emailOutbox.count({ where: { to: config().SUPPORT_EMAIL, createdAt: { gte: startedAt } } })).toBe(0)
  })

  it('accepts a message of exactly 5,000 characters after trimming', async () => {
    const receipt = await submit(contactInput({ message: `  ${'m'.repeat(5000)}  ` }))
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: receipt.id! } })).message).toHaveLength(5000)
  })

  it('drops a submission whose honeypot is filled, answering as if it worked', async () => {
    const input = contactInput({ website: 'http://spam.example' })
    const receipt = await submit(input)
    expect(receipt.id).toBeNull()
    expect(await db.contactMessage.count({ where: { email: String(input.email) } })).toBe(0)
  })
})

describe('contact throttle', () => {
  it(`blocks the ${CONTACT_LIMIT_PER_ADDRESS + 1}th message from one address in an hour, but not another address`, async () => {
    const address = uniqueIp()
    for (let i = 0; i < CONTACT_LIMIT_PER_ADDRESS; i++) await submit(contactInput(), address)

    const blocked = contactInput()
    const error = await rejection(submit(blocked, address))
    expect(error.code).toBe('RATE_LIMITED')
    expect(error.message).toMatch(/^You have sent several messages in a short time\. Please try again in \d+ minutes\.$/)
    expect(await db.contactMessage.count({ where: { email: String(blocked.email) } })).toBe(0)

    const other = await submit(contactInput(), uniqueIp())
    expect(other.id).toBeTruthy()
  })

  it('stops everyone once the site-wide hourly cap is reached', async () => {
    await db.rateLimitEvent.createMany({ data: Array.from({ length: CONTACT_LIMIT_OVERALL }, () => ({ bucket: 'contact:all', key: 'all' })) })
    const error = await rejection(submit(contactInput(), uniqueIp()))
    expect(error.code).toBe('RATE_LIMITED')
    expect(error.message).toMatch(/^We are receiving a lot of messages right now/)
  })
})

describe('reading contact messages', () => {
  it('lists the newest first for an admin and a manager, paged by the database', async () => {
    const admin = await createAdmin(db)
    const manager = await createManager(db)
    const first = await submit(contactInput({ fullName: 'Older Sender' }))
    const second = await submit(contactInput({ fullName: 'Newer Sender' }))

    const page = await listContactMessages({ viewer: admin, page: 1 })
    const ids = page.messages.map((m) => m.id)
    expect(ids.indexOf(second.id!)).toBeLessThan(ids.indexOf(first.id!))
    expect(page.messages.find((m) => m.id === second.id)).toMatchObject({ fullName: 'Newer Sender', createdAt: expect.any(String) })
    expect(page.pageSize).toBe(CONTACT_MESSAGES_PAGE_SIZE)
    expect(page.messages.length).toBeLessThanOrEqual(CONTACT_MESSAGES_PAGE_SIZE)
    expect(page.pageCount).toBe(Math.max(1, Math.ceil(page.total / CONTACT_MESSAGES_PAGE_SIZE)))

    const asManager = await listContactMessages({ viewer: manager })
    expect(asManager.messages.map((m) => m.id)).toContain(second.id)
  })

  it('pages without overlap and clamps a page past the end to the last page', async () => {
    const admin = await createAdmin(db)
    const address = uniqueIp()
    // Enough messages for at least two pages (two addresses, as one may send only five an hour).
    for (let i = 0; i < CONTACT_MESSAGES_PAGE_SIZE + 1; i++) await submit(contactInput(), i < 4 ? address : uniqueIp())
    const one = await listContactMessages({ viewer: admin, page: 1 })
    const two = await listContactMessages({ viewer: admin, page: 2 })
    expect(one.messages).toHaveLength(CONTACT_MESSAGES_PAGE_SIZE)
    expect(two.messages.length).toBeGreaterThan(0)
    const overlap = two.messages.filter((m) => one.messages.some((n) => n.id === m.id))
    expect(overlap).toEqual([])
    const past = await listContactMessages({ viewer: admin, page: 10_000 })
    expect(past.page).toBe(past.pageCount)
    expect(past.messages.length).toBeGreaterThan(0)
  })

  it('refuses patients and therapists', async () => {
    for (const viewer of [await createPatient(db), await createTherapist(db)]) {
      const error = await rejection(listContactMessages({ viewer }))
      expect(error.code).toBe('FORBIDDEN')
    }
  })
})
