import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { normaliseNigerianPhone } from '@/lib/nigeria'
import { ERASED_NAME } from '@/lib/validation/admin-people'
import type { Prisma } from '../../db'
import { BOOKS_PLAN } from './erasure-plan-books'
import { REGISTERS_PLAN } from './erasure-plan-registers'
import { BOOKS, ERASED_MARK, erasedEmail, NOT_PERSONAL, personMentions, removeMentions, type ErasedPerson, type ErasureWork, type TablePlan } from './erasure-rules'

export { erasedEmail, type ErasedPerson } from './erasure-rules'

/*
 * What erasing a person does to every column of the database, in one place (docs/decisions/017).
 * Every table and every column is listed: `erased` (cleared, replaced, or its rows deleted),
 * `mentions` (other people's rows keep the column, with this person's name, email and phone taken
 * out of it) or `kept` with the reason it may stay (the books, or nothing that identifies anyone).
 * tests/integration/erasure-plan.test.ts compares this list with the database's columns: a new
 * column fails it until someone decides here what erasure does with it.
 */

/** Not an argon2 hash at all: verifyPassword answers false for it, whatever is typed. */
const unusablePasswordHash = () => `!erased!${randomBytes(32).toString('hex')}`

/** The names and emails the person's own profile changes replaced: emails and entries may carry those. */
async function formerNamesAndEmails(tx: Prisma.TransactionClient, personId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ value: string }[]>`
    SELECT DISTINCT v.value FROM "AuditLog" a,
      LATERAL (VALUES (a."details"#>>'{changes,fullName,from}'), (a."details"#>>'{changes,fullName,to}'),
                      (a."details"#>>'{changes,email,from}'), (a."details"#>>'{changes,email,to}')) AS v(value)
    WHERE a."targetId" = ${personId} AND a."action" = 'therapist.profile-change' AND v.value IS NOT NULL`
  return rows.map((row) => row.value)
}

export const ERASURE_PLAN = {
  // First the rows that mention the person: their name and email are still known here.
  EmailOutbox: {
    columns: { id: { kept: NOT_PERSONAL }, to: 'erased', subject: 'erased', text: 'erased', html: 'erased', attachments: 'erased', status: { kept: NOT_PERSONAL }, provider: { kept: NOT_PERSONAL }, providerMessageId: { kept: NOT_PERSONAL }, error: { kept: NOT_PERSONAL }, createdAt: { kept: NOT_PERSONAL }, sentAt: { kept: NOT_PERSONAL } },
    // An email to them, or one naming them (the therapist's copy of a booking, a refund request to
    // support), attachments included (calendar invites carry names): the whole email goes.
    async erase(tx, person) {
      await tx.$executeRaw`
        DELETE FROM "EmailOutbox" e
        WHERE lower(e."to") IN (SELECT lower(m) FROM unnest(${personMentions(person)}::text[]) AS m)
           OR EXISTS (
             SELECT 1 FROM unnest(${personMentions(person)}::text[]) AS m(mention)
             WHERE strpos(lower(e."subject" || ' ' || e."text" || ' ' || coalesce(e."html", '')), lower(m.mention)) > 0
                OR (jsonb_typeof(e."attachments") = 'array' AND EXISTS (
                      SELECT 1 FROM jsonb_array_elements(e."attachments") AS a(file)
                      WHERE strpos(lower(encode(decode(coalesce(a.file->>'content', ''), 'base64'), 'escape')), lower(m.mention)) > 0)))`
    },
  },
  AuditLog: {
    columns: { id: { kept: NOT_PERSONAL }, actorId: { kept: 'who acted; the row it points at is anonymised' }, action: { kept: NOT_PERSONAL }, targetType: { kept: NOT_PERSONAL }, targetId: { kept: 'an id; its row is anonymised' }, targetUserId: { kept: 'an id; its row is anonymised' }, details: 'mentions', createdAt: { kept: NOT_PERSONAL } },
    // A moderator's deletion of their comment kept its text and their name: both go. Any other
    // detail naming them (a profile change they made) loses the name, email and phone.
    async erase(tx, person) {
      await tx.$executeRaw`
        UPDATE "AuditLog" SET "details" = "details" - 'text' - 'authorName'
        WHERE jsonb_typeof("details") = 'object' AND "details"->>'authorId' = ${person.id}`
      for (const mention of personMentions(person)) {
        // As the mention is written inside JSON text (quotes and backslashes escaped).
        const inJson = JSON.stringify(mention).slice(1, -1)
        await tx.$executeRaw`
          UPDATE "AuditLog" SET "details" = replace("details"::text, ${inJson}, ${ERASED_MARK})::jsonb
          WHERE "details" IS NOT NULL AND strpos("details"::text, ${inJson}) > 0`
      }
    },
  },
  // Their SMS and WhatsApp messages (to their number, or theirs before the number changed): the
  // whole message goes, number and text (decision 025). Texts never name anyone else.
  TextMessage: {
    columns: Object.fromEntries(
      ['id', 'userId', 'to', 'channel', 'text', 'purpose', 'status', 'provider', 'providerMessageId', 'error', 'createdAt', 'sentAt'].map((column) => [column, 'erased' as const]),
    ),
    async erase(tx, person) {
      const phone = person.phoneNumber ? normaliseNigerianPhone(person.phoneNumber) : null
      await tx.textMessage.deleteMany({ where: { OR: [{ userId: person.id }, ...(phone ? [{ to: phone }] : [])] } })
    },
  },
  ContactMessage: {
    columns: { id: { kept: NOT_PERSONAL }, fullName: 'erased', email: 'erased', message: 'mentions', createdAt: { kept: NOT_PERSONAL } },
    async erase(tx, person) {
      await tx.contactMessage.deleteMany({ where: { email: person.email } })
      await removeMentions(tx, 'ContactMessage', 'message', person)
      await removeMentions(tx, 'ContactMessage', 'fullName', person)
    },
  },
  Comment: {
    columns: { id: { kept: NOT_PERSONAL }, postId: { kept: NOT_PERSONAL }, authorId: 'erased', authorName: 'erased', text: 'mentions', createdAt: { kept: NOT_PERSONAL } },
    async erase(tx, person, work) {
      const theirs = await tx.comment.findMany({ where: { authorId: person.id }, select: { postId: true } })
      await tx.comment.deleteMany({ where: { authorId: person.id } })
      work.commentsDeleted = theirs.length
      work.postIds.push(...new Set(theirs.map((comment) => comment.postId)))
      await removeMentions(tx, 'Comment', 'text', person)
    },
  },
  LoginAttempt: {
    columns: { id: { kept: NOT_PERSONAL }, email: 'erased', ipAddress: 'erased', succeeded: 'erased', createdAt: 'erased' },
    async erase(tx, person) {
      await tx.loginAttempt.deleteMany({ where: { email: person.email } })
    },
  },
  RateLimitEvent: {
    columns: { id: { kept: NOT_PERSONAL }, bucket: { kept: NOT_PERSONAL }, key: 'erased', createdAt: 'erased' },
    // Limits are counted by account id, by email (hashed for resets) or by address.
    async erase(tx, person) {
      const hashedEmail = createHash('sha256').update(person.email).digest('hex')
      await tx.rateLimitEvent.deleteMany({ where: { key: { in: [person.id, person.email, hashedEmail] } } })
    },
  },
  PasswordResetToken: {
    columns: { id: 'erased', userId: 'erased', tokenHash: 'erased', expiresAt: 'erased', usedAt: 'erased', createdAt: 'erased' },
    async erase(tx, person) {
      await tx.passwordResetToken.deleteMany({ where: { userId: person.id } })
    },
  },
  NotificationPreference: {
    columns: { userId: 'erased', email: 'erased', sms: 'erased', whatsapp: 'erased', calendarTitle: 'erased', updatedAt: 'erased' },
    async erase(tx, person) {
      await tx.notificationPreference.deleteMany({ where: { userId: person.id } })
    },
  },
  // The consents they gave and withdrew (decision 028): with their health data gone there is nothing left to consent to.
  // Proof of what was consented to and when (the law asks a controller to be able to show it): kept,
  // pointing at the anonymised account; the rows hold no name, email or phone.
  Consent: {
    columns: Object.fromEntries(['id', 'userId', 'kind', 'version', 'givenAt', 'withdrawnAt', 'replacedAt'].map((column) => [column, { kept: 'proof of consent: which text, given and withdrawn when, of an anonymised account' }])),
  },
  UserSession: {
    columns: { id: 'erased', userId: 'erased', createdAt: 'erased', expiresAt: 'erased', revokedAt: 'erased', sessionVersion: 'erased', userAgent: 'erased', partialAddress: 'erased' },
    async erase(tx, person) {
      await tx.userSession.deleteMany({ where: { userId: person.id } })
    },
  },
  TherapistDocument: {
    columns: { id: 'erased', therapistId: 'erased', kind: 'erased', fileId: 'erased', reviewState: 'erased', declineReason: 'erased', reviewedById: 'erased', reviewedAt: 'erased', createdAt: 'erased' },
    async erase(tx, person, work) {
      if (!person.isTherapist) return
      const documents = await tx.therapistDocument.findMany({ where: { therapistId: person.id }, select: { fileId: true } })
      work.fileIds.push(...documents.map((document) => document.fileId))
      await tx.therapistDocument.deleteMany({ where: { therapistId: person.id } })
    },
  },
  Availability: {
    columns: { id: 'erased', therapistId: 'erased', date: 'erased', hours: 'erased', createdAt: 'erased', updatedAt: 'erased' },
    async erase(tx, person) {
      if (person.isTherapist) await tx.availability.deleteMany({ where: { therapistId: person.id } })
    },
  },
  // A therapist's days away, and why in their own words: nothing past sessions need.
  TimeOff: {
    columns: { id: 'erased', therapistId: 'erased', from: 'erased', to: 'erased', reason: 'erased', createdAt: 'erased' },
    async erase(tx, person) {
      // Its TimeOffDay rows go with it (the foreign key cascades).
      if (person.isTherapist) await tx.timeOff.deleteMany({ where: { therapistId: person.id } })
    },
  },
  TimeOffDay: { columns: { therapistId: 'erased', date: 'erased', timeOffId: 'erased' } },
  WaitlistEntry: {
    columns: { id: 'erased', patientId: 'erased', therapistId: 'erased', date: 'erased', createdAt: 'erased', expiresAt: 'erased', lastNotifiedAt: 'erased' },
    // A patient's waits go; so do everyone's waits for an erased therapist, who can no longer be booked.
    async erase(tx, person) {
      await tx.waitlistEntry.deleteMany({ where: { OR: [{ patientId: person.id }, { therapistId: person.id }] } })
    },
  },
  // Deleted with their waits (the foreign key cascades).
  WaitlistNotice: { columns: { entryId: 'erased', startsAt: 'erased', createdAt: 'erased', claimedUntil: 'erased', sentAt: 'erased' } },
  // Secure messages (decision 030): every thread the person is in goes, with its sealed messages (the
  // foreign key cascades), for the other person too: the conversation is health data of both, and a
  // thread with an erased account is closed for good.
  MessageThread: {
    columns: Object.fromEntries(
      ['id', 'patientId', 'therapistId', 'createdAt', 'lastMessageAt', 'patientReadAt', 'therapistReadAt', 'patientNotifiedAt', 'therapistNotifiedAt'].map((column) => [column, 'erased' as const]),
    ),
    async erase(tx, person) {
      await tx.messageThread.deleteMany({ where: { OR: [{ patientId: person.id }, { therapistId: person.id }] } })
    },
  },
  Message: { columns: Object.fromEntries(['id', 'threadId', 'fromPatient', 'bodyCiphertext', 'keyId', 'createdAt'].map((column) => [column, 'erased' as const])) },
  WaitlistOpening: {
    columns: { id: 'erased', therapistId: 'erased', hours: 'erased', freedAt: 'erased', sourceKey: 'erased', claimedUntil: 'erased', processedAt: 'erased' },
    async erase(tx, person) {
      if (person.isTherapist) await tx.waitlistOpening.deleteMany({ where: { therapistId: person.id } })
    },
  },
  // Where a therapist's money went: the account goes (each transfer keeps its bank, in the books).
  PayoutAccount: {
    columns: Object.fromEntries(['therapistId', 'bankCode', 'bankName', 'accountNumber', 'accountName', 'changedAt', 'createdAt', 'updatedAt'].map((column) => [column, 'erased' as const])),
    async erase(tx, person) {
      await tx.payoutAccount.deleteMany({ where: { therapistId: person.id } })
    },
  },
  TherapistProfile: {
    columns: {
      userId: { kept: 'points at the anonymised user, whom past sessions name' },
      bio: 'erased',
      feeKobo: { kept: 'a price; with the name gone it identifies no one' },
      specialties: { kept: NOT_PERSONAL },
      yearsOfExperience: { kept: NOT_PERSONAL },
      intakeQuestions: 'erased',
      photoFileId: 'erased',
      isVerified: 'erased',
      verifiedAt: 'erased',
      sessionModes: { kept: NOT_PERSONAL },
      languages: { kept: NOT_PERSONAL },
      faith: 'erased',
      freeHoursAhead: 'erased',
      freeHoursCheckedAt: 'erased',
      ratingCount: { kept: 'counts the reviews, which stay with the anonymised profile' },
      ratingTotal: { kept: 'counts the reviews, which stay with the anonymised profile' },
      createdAt: { kept: NOT_PERSONAL },
      updatedAt: { kept: NOT_PERSONAL },
    },
    async erase(tx, person, work) {
      if (!person.isTherapist) return
      const profile = await tx.therapistProfile.findUnique({ where: { userId: person.id }, select: { photoFileId: true } })
      if (profile?.photoFileId) work.fileIds.push(profile.photoFileId)
      await tx.therapistProfile.updateMany({ where: { userId: person.id }, data: { isVerified: false, verifiedAt: null, bio: '', photoFileId: null, intakeQuestions: [], faith: null, freeHoursAhead: [], freeHoursCheckedAt: null } })
    },
  },
  // Sealed health data (decision 029): a patient's intake answers and a therapist's private notes
  // about them go whole when either of the two is erased; nobody else could ever read them, and
  // nothing the books need is in them. Their safety alerts go with the intake (the key cascades).
  Intake: {
    columns: Object.fromEntries(['id', 'patientId', 'therapistId', 'appointmentId', 'answersCiphertext', 'answersKeyId', 'submittedAt', 'updatedAt'].map((column) => [column, 'erased' as const])),
    async erase(tx, person) {
      await tx.intake.deleteMany({ where: { OR: [{ patientId: person.id }, { therapistId: person.id }] } })
    },
  },
  SafetyAlert: { columns: Object.fromEntries(['id', 'intakeId', 'raisedAt', 'acknowledgedAt'].map((column) => [column, 'erased' as const])) },
  SessionNote: {
    columns: Object.fromEntries(['id', 'appointmentId', 'therapistId', 'noteCiphertext', 'noteKeyId', 'createdAt', 'updatedAt'].map((column) => [column, 'erased' as const])),
    async erase(tx, person) {
      await tx.sessionNote.deleteMany({ where: { OR: [{ therapistId: person.id }, { appointment: { is: { patientId: person.id } } }] } })
    },
  },
  // Reviews (decision 031). An erased patient's reviews go whole: their words and rating, the
  // therapist's reply to them, and their count in each therapist's rating (visible ones only, in this
  // transaction, so the totals stay the visible reviews'). An erased therapist's page is gone, but the
  // patients' reviews of them stay with the anonymised profile (and its counts): the therapist's own
  // replies go, and the patients' words lose the therapist's name. A moderator's reason may name either.
  Review: {
    columns: {
      id: 'erased',
      appointmentId: 'erased',
      therapistId: 'erased',
      patientId: 'erased',
      rating: 'erased',
      comment: 'mentions',
      reply: 'erased',
      repliedAt: 'erased',
      hiddenAt: 'erased',
      hiddenReason: 'mentions',
      hiddenById: { kept: 'an admin or manager, never erased' },
      createdAt: 'erased',
    },
    async erase(tx, person, work) {
      // Locked first: a hide of one of these at the same moment commits before the count below reads it (or waits).
      await tx.$queryRaw`SELECT "id" FROM "Review" WHERE "patientId" = ${person.id}::uuid FOR UPDATE`
      const visible = await tx.review.groupBy({ by: ['therapistId'], where: { patientId: person.id, hiddenAt: null }, _count: { _all: true }, _sum: { rating: true } })
      await tx.review.deleteMany({ where: { patientId: person.id } })
      for (const group of visible) {
        await tx.$executeRaw`
          UPDATE "TherapistProfile" SET "ratingCount" = "ratingCount" - ${group._count._all}, "ratingTotal" = "ratingTotal" - ${group._sum.rating ?? 0}
          WHERE "userId" = ${group.therapistId}::uuid`
      }
      work.reviewedTherapistIds.push(...visible.map((group) => group.therapistId))
      if (person.isTherapist) await tx.review.updateMany({ where: { therapistId: person.id, reply: { not: null } }, data: { reply: null, repliedAt: null } })
      await removeMentions(tx, 'Review', 'comment', person)
      await removeMentions(tx, 'Review', 'hiddenReason', person)
    },
  },
  // Which sessions were asked for a review: an appointment's id and a time, nobody's words.
  ReviewRequest: { columns: { appointmentId: { kept: BOOKS }, claimedAt: { kept: NOT_PERSONAL } } },
  StoredFile: {
    // The photo's and documents' rows and bytes are deleted after the commit (ErasureWork.fileIds),
    // a photo's small rendition with it (deleteStoredFile).
    columns: { id: 'erased', storageKey: 'erased', url: 'erased', contentType: 'erased', byteSize: 'erased', visibility: 'erased', uploadedById: 'erased', smallFileId: 'erased', createdAt: 'erased' },
  },
  ...REGISTERS_PLAN,
  // Last, the person's own row: anonymised in place, because appointments and payments point at it.
  User: {
    columns: {
      id: { kept: 'appointments and payments point at the row' },
      email: 'erased',
      passwordHash: 'erased',
      fullName: 'erased',
      role: { kept: 'which side of past sessions the row is on' },
      gender: 'erased',
      phoneNumber: 'erased',
      dateOfBirth: 'erased',
      address: 'erased',
      localGovernment: 'erased',
      state: 'erased',
      isBlocked: 'erased',
      sessionVersion: 'erased',
      lastSeenAt: 'erased',
      erasedAt: { kept: 'records when the erasure happened' },
      createdAt: { kept: NOT_PERSONAL },
      updatedAt: { kept: NOT_PERSONAL },
    },
    async erase(tx, person) {
      await tx.user.update({
        where: { id: person.id },
        data: {
          fullName: ERASED_NAME, email: erasedEmail(person.id), passwordHash: unusablePasswordHash(),
          gender: null, phoneNumber: null, dateOfBirth: null, address: null, localGovernment: null, state: null, lastSeenAt: null,
          isBlocked: true, erasedAt: new Date(), sessionVersion: { increment: 1 },
        },
      })
    },
  },
  // Kept whole: the books, and rows that identify no one.
  ...BOOKS_PLAN,
} satisfies Record<string, TablePlan>

/** Tables in the order erasure visits them (the object's order: mentions first, the User row last). */
export const ERASURE_ORDER = Object.keys(ERASURE_PLAN) as (keyof typeof ERASURE_PLAN)[]

/** Runs every table's step inside the caller's transaction, for a person already locked and checked. */
export async function runErasurePlan(tx: Prisma.TransactionClient, who: ErasedPerson): Promise<ErasureWork> {
  const person = { ...who, formerly: await formerNamesAndEmails(tx, who.id) }
  const work: ErasureWork = { fileIds: [], postIds: [], commentsDeleted: 0, reviewedTherapistIds: [] }
  for (const table of ERASURE_ORDER) {
    const plan: TablePlan = ERASURE_PLAN[table]
    await plan.erase?.(tx, person, work)
  }
  return work
}
