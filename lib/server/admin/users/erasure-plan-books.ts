import 'server-only'
import { BOOKS, ERASED_MARK, NOT_PERSONAL, personMentions, removeMentions, type TablePlan } from './erasure-rules'

// The erasure plan's last tables (./erasure-plan.ts): the books — sessions, payments, refunds — and
// rows that identify no one. Kept whole but for the few columns written in a person's own words.

export const BOOKS_PLAN = {
  // Kept whole: the books, and rows that identify no one.
  Appointment: {
    columns: {
      ...Object.fromEntries(
        [
          'id', 'patientId', 'therapistId', 'startsAt', 'endsAt', 'durationHours', 'amountKobo', 'status', 'isComplete', 'completedAt', 'paymentReference',
          'transactionReference', 'holdExpiresAt', 'videoLink', 'reminderSentAt', 'policyFullRefundHours', 'policyLateRefundPercent', 'cancelledAt', 'cancelledBy',
          'patientNoShowAt', 'paymentReversedAt', 'seriesId', 'seriesIndex', 'sessionMode', 'paidFor', 'createdAt', 'updatedAt',
        ].map((column) => [column, { kept: BOOKS }]),
      ),
      // A reason written in someone's own words may say anything about them.
      cancelReason: 'erased',
    },
    async erase(tx, person) {
      await tx.appointment.updateMany({ where: { OR: [{ patientId: person.id }, { therapistId: person.id }], cancelReason: { not: null } }, data: { cancelReason: null } })
    },
  },
  Refund: {
    columns: {
      ...Object.fromEntries(['id', 'paymentId', 'appointmentId', 'reference', 'amountKobo', 'reason', 'status', 'provider', 'attempts', 'lastError', 'requestedAt', 'completedAt', 'updatedAt'].map((column) => [column, { kept: BOOKS }])),
      note: 'erased',
      destinationAccountNumber: 'erased',
      destinationBankCode: 'erased',
      destinationAccountName: 'erased',
    },
    // The money going back stays in the books; where it went and why, in the person's words, do not.
    async erase(tx, person) {
      await tx.refund.updateMany({
        where: { appointment: { is: { OR: [{ patientId: person.id }, { therapistId: person.id }] } } },
        data: { note: null, destinationAccountNumber: null, destinationBankCode: null, destinationAccountName: null },
      })
    },
  },
  AbsenceReport: {
    columns: { id: { kept: NOT_PERSONAL }, appointmentId: { kept: BOOKS }, status: { kept: BOOKS }, resolvedById: { kept: 'an admin, never erased' }, resolvedAt: { kept: NOT_PERSONAL }, createdAt: { kept: NOT_PERSONAL }, note: 'erased' },
    async erase(tx, person) {
      await tx.absenceReport.updateMany({ where: { appointment: { is: { OR: [{ patientId: person.id }, { therapistId: person.id }] } } }, data: { note: null } })
    },
  },
  ProviderEvent: {
    columns: { id: { kept: NOT_PERSONAL }, provider: { kept: NOT_PERSONAL }, eventType: { kept: NOT_PERSONAL }, bodyHash: { kept: NOT_PERSONAL }, payload: 'mentions', receivedAt: { kept: NOT_PERSONAL }, processedAt: { kept: NOT_PERSONAL }, attempts: { kept: NOT_PERSONAL }, lastError: { kept: NOT_PERSONAL }, alert: 'mentions', claimedUntil: { kept: NOT_PERSONAL }, appointmentId: { kept: BOOKS }, alertHandledAt: { kept: NOT_PERSONAL }, alertHandledById: { kept: 'an admin, never erased' } },
    // A provider's notification names the customer (name, email): the mentions go, the event stays.
    async erase(tx, person) {
      for (const mention of personMentions(person)) {
        const inJson = JSON.stringify(mention).slice(1, -1)
        await tx.$executeRaw`
          UPDATE "ProviderEvent" SET "payload" = replace("payload"::text, ${inJson}, ${ERASED_MARK})::jsonb
          WHERE strpos("payload"::text, ${inJson}) > 0`
      }
      await removeMentions(tx, 'ProviderEvent', 'alert', person)
    },
  },
  // Which reminders went out for which session time: no person in it.
  AppointmentReminder: { columns: Object.fromEntries(['appointmentId', 'kind', 'startsAt', 'claimedAt'].map((column) => [column, { kept: BOOKS }])) },
  AppointmentSlot: { columns: Object.fromEntries(['therapistId', 'startsAt', 'appointmentId', 'patientId'].map((column) => [column, { kept: BOOKS }])) },
  MoveProposal: { columns: Object.fromEntries(['id', 'appointmentId', 'fromStartsAt', 'startsAt', 'endsAt', 'status', 'createdAt', 'answeredAt'].map((column) => [column, { kept: BOOKS }])) },
  AppointmentReschedule: { columns: Object.fromEntries(['id', 'appointmentId', 'fromStartsAt', 'fromEndsAt', 'toStartsAt', 'toEndsAt', 'createdAt'].map((column) => [column, { kept: BOOKS }])) },
  Payment: {
    columns: Object.fromEntries(
      ['id', 'appointmentId', 'provider', 'paymentReference', 'transactionReference', 'amountKobo', 'currency', 'status', 'paymentMethod', 'commissionPercent', 'paidAt', 'seriesId', 'createdAt', 'updatedAt'].map((column) => [column, { kept: BOOKS }]),
    ),
  },
  // A weekly series: who, with whom, how many weeks, its reference and total (decision 023).
  AppointmentSeries: { columns: Object.fromEntries(['id', 'patientId', 'therapistId', 'weeks', 'paymentReference', 'amountKobo', 'createdAt'].map((column) => [column, { kept: BOOKS }])) },
  SandboxPayment: { columns: Object.fromEntries(['paymentReference', 'outcome', 'amountKobo', 'currency', 'createdAt'].map((column) => [column, { kept: BOOKS }])) },
  // The ledger (decision 035): every naira stays traceable; an entry names a therapist only by id.
  LedgerTransaction: { columns: Object.fromEntries(['id', 'kind', 'paymentId', 'refundId', 'payoutId', 'occurredAt', 'createdAt'].map((column) => [column, { kept: BOOKS }])) },
  LedgerEntry: { columns: Object.fromEntries(['id', 'transactionId', 'account', 'therapistId', 'appointmentId', 'amountKobo', 'occurredAt'].map((column) => [column, { kept: BOOKS }])) },
  PayoutRun: { columns: { id: { kept: NOT_PERSONAL }, trigger: { kept: NOT_PERSONAL }, scheduledOn: { kept: NOT_PERSONAL }, startedById: { kept: 'an admin, never erased' }, startedAt: { kept: NOT_PERSONAL }, finishedAt: { kept: NOT_PERSONAL } } },
  // A transfer stays in the books with its bank; the account's holder goes and its number keeps only the last four digits.
  Payout: {
    columns: {
      ...Object.fromEntries(
        ['id', 'runId', 'therapistId', 'amountKobo', 'reference', 'status', 'provider', 'bankCode', 'bankName', 'providerReference', 'failureReason', 'attempts', 'createdAt', 'updatedAt', 'completedAt'].map((column) => [column, { kept: BOOKS }]),
      ),
      accountNumber: 'erased',
      accountName: 'erased',
    },
    async erase(tx, person) {
      await tx.$executeRaw`UPDATE "Payout" SET "accountNumber" = '******' || right("accountNumber", 4), "accountName" = ${ERASED_MARK} WHERE "therapistId" = ${person.id}::uuid AND "accountName" <> ${ERASED_MARK}`
    },
  },
  BlogPost: {
    columns: Object.fromEntries(['id', 'title', 'content', 'imageFileId', 'views', 'authorId', 'createdAt', 'updatedAt'].map((column) => [column, { kept: 'written by staff, who are never erased' }])),
  },
  BlogPostView: { columns: { postId: { kept: NOT_PERSONAL }, visitorHash: { kept: 'a daily salted hash: links to no one' }, day: { kept: NOT_PERSONAL } } },
  // How many rows the admin lists hold: numbers only.
  ListCount: { columns: { list: { kept: NOT_PERSONAL }, shard: { kept: NOT_PERSONAL }, rows: { kept: NOT_PERSONAL } } },
} satisfies Record<string, TablePlan>
