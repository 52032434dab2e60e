import 'server-only'
import type { Prisma } from '../../db'

// The vocabulary of the erasure plan (./erasure-plan.ts): who is erased, what each column's rule is,
// and the helpers that take a person's name, email and phone out of other people's rows.

export type ErasedPerson = {
  id: string
  email: string
  fullName: string
  phoneNumber: string | null
  isTherapist: boolean
  /** Names and emails the person used before (their own profile changes in the audit log). */
  formerly?: string[]
}
/** What the steps leave for after the commit: stored files whose bytes go, posts and therapists whose pages refresh. */
export type ErasureWork = { fileIds: string[]; postIds: string[]; commentsDeleted: number; reviewedTherapistIds: string[] }

export type Rule = 'erased' | 'mentions' | { kept: string }
export type TablePlan = { columns: Record<string, Rule>; erase?: (tx: Prisma.TransactionClient, person: ErasedPerson, work: ErasureWork) => Promise<void> }

export const ERASED_MARK = '[erased]'
export const BOOKS = 'the books: sessions and money stay traceable (the row points at the anonymised user)'
export const NOT_PERSONAL = 'identifies no one'

/** A unique address that can never receive mail (.invalid is reserved, RFC 2606) and stays lower-case. */
export const erasedEmail = (userId: string) => `deleted-${userId}@erased.invalid`

/** The strings that name the person in other people's rows: the full name, the email, the phone. */
export function personMentions(person: ErasedPerson): string[] {
  const all = [person.fullName.trim(), person.email, person.phoneNumber ?? '', ...(person.formerly ?? [])]
  return [...new Set(all.filter((text) => text.length >= 3))]
}

/** Replaces every mention of the person in a text column of the given rows. */
export async function removeMentions(tx: Prisma.TransactionClient, table: string, column: string, person: ErasedPerson) {
  for (const mention of personMentions(person)) {
    await tx.$executeRawUnsafe(
      `UPDATE "${table}" SET "${column}" = replace("${column}", $1, $2) WHERE strpos("${column}", $1) > 0`,
      mention,
      ERASED_MARK,
    )
  }
}
