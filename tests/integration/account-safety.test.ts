import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { blockUser } from '@/lib/server/admin/users/block-user'
import { createResetToken } from '@/lib/server/auth/password-reset/reset-token'
import { resetPassword } from '@/lib/server/auth/password-reset/reset-password'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { changePassword } from '@/lib/server/patients/change-password'
import { editOwnProfile } from '@/lib/server/patients/edit-own-profile'
import { PUBLIC_THERAPIST_WHERE } from '@/lib/server/therapists/public-therapist'
import { editTherapistProfile } from '@/lib/server/therapists/edit-therapist-profile'
import { EMAIL_CHANGE_LIMIT, EMAIL_TAKEN } from '@/lib/server/users/email-ownership'
import { editTherapistProfileSchema, FEE_OUT_OF_RANGE } from '@/lib/validation/therapist'
import { DEMO_PASSWORD, createAdmin, createPatient, createTherapist, uniqueEmail } from '../fixtures/factories'

// Outside Next: revalidateTag (public pages' cache) is recorded instead of needing Next's cache.
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const savedKey = process.env.RESEND_API_KEY
beforeEach(() => {
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
})
afterEach(() => {
  if (savedKey !== undefined) process.env.RESEND_API_KEY = savedKey
  resetConfigForTests()
})

/** A reset link as the forgot-password email would carry it: its token, with the hash stored. */
async function issueResetLink(userId: string): Promise<string> {
  const { token, tokenHash } = createResetToken()
  await db.passwordResetToken.create({ data: { userId, tokenHash, expiresAt: new Date(Date.now() + 60 * 60_000) } })
  return token
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

const resetWith = (token: string) => resetPassword({ token, password: 'taken-over-password' })

describe('reset links die with the password and the email they were sent for', () => {
  it('a password change ends the links asked for before it', async () => {
    const patient = await createPatient(db)
    const token = await issueResetLink(patient.id)
    await changePassword({ userId: patient.id, oldPassword: DEMO_PASSWORD, newPassword: 'a-new-password-1' })
    expect((await rejection(resetWith(token))).code).toBe('INVALID_TOKEN')
    expect(await db.passwordResetToken.count({ where: { userId: patient.id, usedAt: null } })).toBe(0)
  })

  it('an email change ends the links sent to the old address (patient and therapist)', async () => {
    const patient = await createPatient(db)
    const patientToken = await issueResetLink(patient.id)
    await editOwnProfile({ userId: patient.id, changes: { email: uniqueEmail('moved') } })
    expect((await rejection(resetWith(patientToken))).code).toBe('INVALID_TOKEN')

    const therapist = await createTherapist(db, { isVerified: false })
    const therapistToken = await issueResetLink(therapist.id)
    await editTherapistProfile({ therapistId: therapist.id, changes: { email: uniqueEmail('moved') }, photo: null })
    expect((await rejection(resetWith(therapistToken))).code).toBe('INVALID_TOKEN')
  })

  it('an unchanged email keeps the link; a block ends it', async () => {
    const [patient, admin] = await Promise.all([createPatient(db), createAdmin(db)])
    const token = await issueResetLink(patient.id)
    await editOwnProfile({ userId: patient.id, changes: { email: patient.email, fullName: 'Same Email Person' } })
    expect(await db.passwordResetToken.count({ where: { userId: patient.id } })).toBe(1)
    await blockUser({ actor: admin, userId: patient.id })
    expect(await db.passwordResetToken.count({ where: { userId: patient.id, usedAt: null } })).toBe(0)
    expect((await rejection(resetWith(token))).code).toBe('INVALID_TOKEN')
  })

  it('a successful reset ends every other link of the account', async () => {
    const patient = await createPatient(db)
    const [first, second] = [await issueResetLink(patient.id), await issueResetLink(patient.id)]
    await resetWith(first)
    expect((await rejection(resetWith(second))).code).toBe('INVALID_TOKEN')
  })
})

describe('no unthrottled account lookup through the profile email', () => {
  it(`answers "taken" for at most ${EMAIL_CHANGE_LIMIT.max} new addresses an hour`, async () => {
    const [me, ...others] = await Promise.all([createPatient(db), ...Array.from({ length: EMAIL_CHANGE_LIMIT.max + 1 }, () => createPatient(db))])
    for (const other of others.slice(0, EMAIL_CHANGE_LIMIT.max)) {
      const error = await rejection(editOwnProfile({ userId: me.id, changes: { email: other.email } }))
      expect(error).toMatchObject({ code: 'EMAIL_TAKEN', message: EMAIL_TAKEN })
    }
    expect((await rejection(editOwnProfile({ userId: me.id, changes: { email: others.at(-1)!.email } }))).code).toBe('RATE_LIMITED')
    // Saving the profile with the same email is not a lookup and is never limited.
    await expect(editOwnProfile({ userId: me.id, changes: { email: me.email, state: 'Oyo' } })).resolves.toMatchObject({ state: 'Oyo' })
  })
})

describe('verification stays tied to who was verified', () => {
  it('a verified therapist who changes name goes back to review, unlisted, told by email, with the change in the audit log', async () => {
    const therapist = await createTherapist(db, { fullName: 'Ada Obi', isVerified: true })
    await editTherapistProfile({ therapistId: therapist.id, changes: { fullName: 'Eve Impostor' }, photo: null })
    const profile = await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id } })
    expect(profile).toMatchObject({ isVerified: false, verifiedAt: null })
    expect(await db.therapistProfile.count({ where: { ...PUBLIC_THERAPIST_WHERE, userId: therapist.id } })).toBe(0)
    const email = await db.emailOutbox.findFirst({ where: { to: therapist.email, subject: 'Your Alafia profile is being reviewed again' } })
    expect(email?.text).toContain('not listed in the directory')
    const entry = await db.auditLog.findFirstOrThrow({ where: { targetId: therapist.id, action: 'therapist.profile-change' } })
    expect(entry.details).toEqual({ changes: { fullName: { from: 'Ada Obi', to: 'Eve Impostor' } }, backToReview: true })
  })

  it('a new email also goes back to review; fee and bio changes are recorded and keep the verification', async () => {
    const moved = await createTherapist(db, { isVerified: true })
    await editTherapistProfile({ therapistId: moved.id, changes: { email: uniqueEmail('moved') }, photo: null })
    expect((await db.therapistProfile.findUniqueOrThrow({ where: { userId: moved.id } })).isVerified).toBe(false)

    const therapist = await createTherapist(db, { isVerified: true, feeKobo: 1_500_000, bio: 'Grief counselling.' })
    await editTherapistProfile({ therapistId: therapist.id, changes: { fee: 20_000, bio: 'Grief and trauma counselling.' }, photo: null })
    expect((await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id } })).isVerified).toBe(true)
    const entry = await db.auditLog.findFirstOrThrow({ where: { targetId: therapist.id, action: 'therapist.profile-change' } })
    expect(entry).toMatchObject({ actorId: therapist.id, targetType: 'Therapist' })
    expect(entry.details).toEqual({
      changes: { feeKobo: { from: 1_500_000, to: 2_000_000 }, bio: { from: 'Grief counselling.', to: 'Grief and trauma counselling.' } },
      backToReview: false,
    })
  })

  it('refuses a fee past the bound', () => {
    const parsed = editTherapistProfileSchema.safeParse({ fee: '1,000,000' })
    expect(parsed.success).toBe(false)
    expect(JSON.stringify(parsed.error?.issues)).toContain(FEE_OUT_OF_RANGE)
  })
})
