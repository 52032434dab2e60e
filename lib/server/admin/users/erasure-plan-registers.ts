import 'server-only'
import { NOT_PERSONAL, personMentions, removeMentions, type TablePlan } from './erasure-rules'

// The erasure plan's privacy registers (./erasure-plan.ts), spread just before the person's own row:
// what operators recorded of data requests and breaches.

export const REGISTERS_PLAN = {
  // The register of data requests (decision 043): the request stays as proof it was answered (its
  // kind, dates, state and the account's id), but who wrote in goes, and the person's name, email and
  // phone leave what the operators wrote about it.
  DataRequest: {
    columns: {
      id: { kept: NOT_PERSONAL },
      kind: { kept: 'what was asked: proof the request was answered' },
      channel: { kept: NOT_PERSONAL },
      userId: { kept: 'an id; its row is anonymised' },
      contact: 'erased',
      details: 'mentions',
      receivedAt: { kept: 'when it was received: proof of the 30-day answer' },
      dueAt: { kept: 'proof of the 30-day answer' },
      state: { kept: NOT_PERSONAL },
      outcome: 'mentions',
      closedAt: { kept: 'when it was answered: proof of the 30-day answer' },
      handledById: { kept: 'an admin, never erased with the requester' },
      createdAt: { kept: NOT_PERSONAL },
      updatedAt: { kept: NOT_PERSONAL },
    },
    async erase(tx, person) {
      await tx.$executeRaw`
        UPDATE "DataRequest" d SET "contact" = NULL
        WHERE d."contact" IS NOT NULL AND (d."userId" = ${person.id}::uuid OR EXISTS (
          SELECT 1 FROM unnest(${personMentions(person)}::text[]) AS m(mention) WHERE strpos(lower(d."contact"), lower(m.mention)) > 0))`
      await removeMentions(tx, 'DataRequest', 'details', person)
      await removeMentions(tx, 'DataRequest', 'outcome', person)
    },
  },
  // The breach register names no one by design (counts and kinds of data); should an operator have
  // written a name into it, that name goes.
  Breach: {
    columns: {
      ...Object.fromEntries(['id', 'foundAt', 'peopleAffected', 'notifyBy', 'commissionNotifiedAt', 'peopleToldAt', 'state', 'createdAt', 'updatedAt'].map((column) => [column, { kept: NOT_PERSONAL }])),
      summary: 'mentions',
      dataAffected: 'mentions',
      recordedById: { kept: 'an admin, never erased with the people affected' },
    },
    async erase(tx, person) {
      await removeMentions(tx, 'Breach', 'summary', person)
      await removeMentions(tx, 'Breach', 'dataAffected', person)
    },
  },
} satisfies Record<string, TablePlan>
