import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as getRoute, PUT as putRoute } from '@/app/api/v1/therapist/payout-account/route'
import { PAYOUT_ACCOUNT_HOLD_HOURS } from '@/lib/payouts/account-hold'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { isAppError } from '@/lib/server/errors'
import { findPayoutAccount } from '@/lib/server/payouts/payout-account/find-payout-account'
import { lookUpPayoutAccount } from '@/lib/server/payouts/payout-account/look-up-payout-account'
import { savePayoutAccount } from '@/lib/server/payouts/payout-account/save-payout-account'
import { SANDBOX_NO_SUCH_ACCOUNT, SANDBOX_STRANGERS_ACCOUNT } from '@/lib/server/payouts/sandbox-transfer-gateway'
import { CHOOSE_BANK, ENTER_ACCOUNT_NUMBER, nameMismatchMessage, NO_SUCH_ACCOUNT, PAYOUT_ACCOUNT_SAVED } from '@/lib/validation/payout-account'
import { createAdmin, createPatient, createTherapist } from '../fixtures/factories'

// The therapist's payout account on the real database, with the built-in sandbox as the bank (no
// Monnify keys): look-up, save, the 24-hour hold on a change, the audit entry, the notice, and
// GET/PUT /api/v1/therapist/payout-account with the session from a stand-in for the request headers.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

beforeEach(() => {
  session.token = null
})

const HOUR_MS = 3_600_000
const GTB = '058'
const ZENITH = '057'

const therapist = () => createTherapist(db, { fullName: 'Dr. Ada Chioma Okafor' })
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error)
const auditOf = (therapistId: string) => db.auditLog.findMany({ where: { targetId: therapistId, action: { startsWith: 'payout-account.' } }, orderBy: { createdAt: 'asc' } })
const emailsTo = (to: string) => db.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' }, select: { subject: true, text: true } })

describe('looking up a payout account', () => {
  it('gives the bank’s name for the account and the bank’s name, without saving anything', async () => {
    const { id } = await therapist()
    expect(await lookUpPayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: '0123456789' } })).toEqual({
      bankCode: GTB,
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0123456789',
      accountName: 'DR. ADA CHIOMA OKAFOR',
    })
    expect(await db.payoutAccount.findUnique({ where: { therapistId: id } })).toBeNull()
  })

  it('refuses bad input with the shared schema’s words', async () => {
    const { id } = await therapist()
    const error = await failure(lookUpPayoutAccount({ therapistId: id, input: { bankCode: '', accountNumber: '12345' } }))
    expect(isAppError(error) && error.fieldErrors).toEqual({ bankCode: [CHOOSE_BANK], accountNumber: [ENTER_ACCOUNT_NUMBER] })
  })

  it('refuses a bank that is not on the provider’s list', async () => {
    const { id } = await therapist()
    const error = await failure(lookUpPayoutAccount({ therapistId: id, input: { bankCode: '999', accountNumber: '0123456789' } }))
    expect(error).toMatchObject({ code: 'VALIDATION', fieldErrors: { bankCode: [CHOOSE_BANK] } })
  })

  it('refuses an account the bank does not know', async () => {
    const { id } = await therapist()
    const error = await failure(lookUpPayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: SANDBOX_NO_SUCH_ACCOUNT } }))
    expect(error).toMatchObject({ code: 'VALIDATION', message: NO_SUCH_ACCOUNT, fieldErrors: { accountNumber: [NO_SUCH_ACCOUNT] } })
  })

  it('refuses an account in someone else’s name, and does not say whose it is', async () => {
    const { id, fullName } = await therapist()
    const error = await failure(lookUpPayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: SANDBOX_STRANGERS_ACCOUNT } }))
    expect(error).toMatchObject({ code: 'VALIDATION', message: nameMismatchMessage(fullName) })
    expect(JSON.stringify(error)).not.toMatch(/Sandbox Account Holder/i)
  })
})

describe('saving a payout account', () => {
  it('sets a first account without a hold, audits it with the masked number and tells the therapist', async () => {
    const { id, email } = await therapist()
    const now = new Date()
    const saved = await savePayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: '0123456789' }, now })
    expect(saved).toEqual({ accountName: 'DR. ADA CHIOMA OKAFOR', bankName: 'Guaranty Trust Bank', heldUntil: null })
    expect(await db.payoutAccount.findUniqueOrThrow({ where: { therapistId: id } })).toMatchObject({ bankCode: GTB, accountNumber: '0123456789', accountName: 'DR. ADA CHIOMA OKAFOR', changedAt: null })
    expect(await findPayoutAccount({ therapistId: id, now })).toEqual({ bankCode: GTB, bankName: 'Guaranty Trust Bank', accountName: 'DR. ADA CHIOMA OKAFOR', accountNumber: '••••••6789', heldUntil: null })

    const [entry, ...others] = await auditOf(id)
    expect(others).toEqual([])
    expect(entry).toMatchObject({ actorId: id, action: 'payout-account.set', targetType: 'Therapist', targetUserId: id, details: { bank: 'Guaranty Trust Bank', accountNumber: '••••••6789' } })
    expect(JSON.stringify(entry!.details)).not.toContain('0123456789')

    const emails = await emailsTo(email)
    expect(emails).toEqual([{ subject: 'Your Alafia payout account is set', text: expect.stringContaining('Guaranty Trust Bank ••••••6789') }])
    expect(emails[0]!.text).not.toContain('0123456789')
  })

  it('holds payouts for 24 hours when the account is replaced, and says so in the audit and the email', async () => {
    const { id, email } = await therapist()
    await savePayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: '0123456789' } })
    const now = new Date()
    const saved = await savePayoutAccount({ therapistId: id, input: { bankCode: ZENITH, accountNumber: '2222333344' }, now })

    const heldUntil = new Date(now.getTime() + PAYOUT_ACCOUNT_HOLD_HOURS * HOUR_MS)
    expect(saved).toEqual({ accountName: 'DR. ADA CHIOMA OKAFOR', bankName: 'Zenith Bank', heldUntil })
    expect(await db.payoutAccount.findUniqueOrThrow({ where: { therapistId: id } })).toMatchObject({ bankCode: ZENITH, accountNumber: '2222333344', changedAt: now })
    expect((await findPayoutAccount({ therapistId: id, now }))?.heldUntil).toEqual(heldUntil)
    expect((await findPayoutAccount({ therapistId: id, now: new Date(heldUntil.getTime() + 1) }))?.heldUntil).toBeNull()

    expect((await auditOf(id)).map((entry) => [entry.action, entry.details])).toEqual([
      ['payout-account.set', { bank: 'Guaranty Trust Bank', accountNumber: '••••••6789' }],
      ['payout-account.change', { bank: 'Zenith Bank', accountNumber: '••••••3344', previousAccount: 'Guaranty Trust Bank ••••••6789' }],
    ])
    const change = (await emailsTo(email)).at(-1)!
    expect(change.subject).toBe('Your Alafia payout account was changed')
    expect(change.text).toContain('Zenith Bank ••••••3344')
    expect(change.text).toMatch(/payouts wait 24 hours/)
    expect(change.text).toMatch(/If you did not make this change, contact support/)
  })

  it('a change of bank alone is a change too', async () => {
    const { id } = await therapist()
    await savePayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: '0123456789' } })
    const { heldUntil } = await savePayoutAccount({ therapistId: id, input: { bankCode: ZENITH, accountNumber: '0123456789' } })
    expect(heldUntil).not.toBeNull()
  })

  it('saving the same account again changes no hold, writes no audit entry and sends no email', async () => {
    const { id, email } = await therapist()
    await savePayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: '0123456789' } })
    await savePayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: '0123456789' } })
    expect(await db.payoutAccount.findUniqueOrThrow({ where: { therapistId: id } })).toMatchObject({ changedAt: null })
    expect(await auditOf(id)).toHaveLength(1)
    expect(await emailsTo(email)).toHaveLength(1)
  })

  it('asks the bank again and saves nothing when the account is not the therapist’s', async () => {
    const { id, email } = await therapist()
    await savePayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: '0123456789' } })
    expect(await failure(savePayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: SANDBOX_STRANGERS_ACCOUNT } }))).toMatchObject({ code: 'VALIDATION' })
    expect(await db.payoutAccount.findUniqueOrThrow({ where: { therapistId: id } })).toMatchObject({ accountNumber: '0123456789', changedAt: null })
    expect(await auditOf(id)).toHaveLength(1)
    expect(await emailsTo(email)).toHaveLength(1)
  })

  it('ignores a name sent with the account: the bank’s name is what is saved', async () => {
    const { id } = await therapist()
    await savePayoutAccount({ therapistId: id, input: { bankCode: GTB, accountNumber: '0123456789', accountName: 'ADA OKAFOR', changedAt: null } })
    expect(await db.payoutAccount.findUniqueOrThrow({ where: { therapistId: id } })).toMatchObject({ accountName: 'DR. ADA CHIOMA OKAFOR' })
  })
})

type Caller = { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; sessionVersion: number }
const as = async (user: Caller | null) => {
  session.token = user ? await createSessionToken(user) : null
}
const request = (method: string, body?: unknown, contentType = 'application/json') =>
  new NextRequest('http://localhost/api/v1/therapist/payout-account', { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': contentType } }) })
const answer = async (response: Response) => ({ status: response.status, body: await response.json() })
const get = async () => answer(await getRoute(request('GET'), { params: Promise.resolve({}) }))
const put = async (body: unknown) => answer(await putRoute(request('PUT', body), { params: Promise.resolve({}) }))

describe('GET and PUT /api/v1/therapist/payout-account', () => {
  it('sets and reads the therapist’s own account', async () => {
    const user = await therapist()
    await as(user)
    expect(await get()).toEqual({ status: 200, body: { data: null } })

    expect(await put({ bankCode: GTB, accountNumber: '0123456789' })).toEqual({ status: 200, body: { message: PAYOUT_ACCOUNT_SAVED, data: { accountName: 'DR. ADA CHIOMA OKAFOR', bankName: 'Guaranty Trust Bank' } } })
    expect(await get()).toEqual({ status: 200, body: { data: { bankCode: GTB, bankName: 'Guaranty Trust Bank', accountName: 'DR. ADA CHIOMA OKAFOR', accountNumber: '••••••6789', heldUntil: null } } })

    await put({ bankCode: ZENITH, accountNumber: '2222333344' })
    const held = await get()
    expect(Date.parse(held.body.data.heldUntil) - Date.now()).toBeGreaterThan((PAYOUT_ACCOUNT_HOLD_HOURS - 1) * HOUR_MS)
  })

  it('answers 400 with the field’s message for bad input, no such account and a name that does not match', async () => {
    const user = await therapist()
    await as(user)
    expect(await put({ bankCode: GTB, accountNumber: '01234' })).toMatchObject({ status: 400, body: { errors: { accountNumber: [ENTER_ACCOUNT_NUMBER] } } })
    expect(await put({ bankCode: GTB, accountNumber: SANDBOX_NO_SUCH_ACCOUNT })).toMatchObject({ status: 400, body: { message: NO_SUCH_ACCOUNT } })
    expect(await put({ bankCode: GTB, accountNumber: SANDBOX_STRANGERS_ACCOUNT })).toMatchObject({ status: 400, body: { message: nameMismatchMessage(user.fullName) } })
    expect(await db.payoutAccount.findUnique({ where: { therapistId: user.id } })).toBeNull()
  })

  it('answers 401 without a session and 403 to other roles and to an unverified therapist', async () => {
    await as(null)
    expect((await get()).status).toBe(401)
    expect((await put({ bankCode: GTB, accountNumber: '0123456789' })).status).toBe(401)
    const unverified = await createTherapist(db, { isVerified: false })
    for (const user of [await createPatient(db), await createAdmin(db), unverified]) {
      await as(user)
      expect((await get()).status).toBe(403)
      expect((await put({ bankCode: GTB, accountNumber: '0123456789' })).status).toBe(403)
    }
    expect(await db.payoutAccount.findUnique({ where: { therapistId: unverified.id } })).toBeNull()
  })
})
