import 'server-only'
import { specialtiesFor } from '@/lib/matching/concerns'
import { budgetMaxKobo, startWindowEnd, type MatchAnswers } from '@/lib/matching/preferences'
import { db, Prisma, readRows } from '../db'
import { nextFreeHourSql } from '../therapists/next-free-hour'
import { PUBLIC_THERAPIST_SELECT, PUBLIC_THERAPIST_SQL, PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'

/** More than the page shows, few enough to score in a moment whatever the size of the directory. */
export const MATCH_CANDIDATE_CAP = 40

export type MatchCandidateRow = Prisma.TherapistProfileGetPayload<{ select: typeof PUBLIC_THERAPIST_SELECT }>

/*
 * The therapists who could match the answers, at most `cap`, in one bounded read.
 *
 * Hard answers filter in SQL: publicly listed (PUBLIC_THERAPIST_SQL), speaks the chosen language (its
 * GIN index), works with at least one of the specialties of what brings the person (&&, the specialties' GIN index), and is the chosen gender. A
 * therapist the person cannot talk to, would not feel comfortable with, or who does not work with what
 * they came for is no match at all.
 * Soft answers (budget, start window) only order the pool, in the same order of importance as the
 * score (lib/matching/score-match.ts): within budget first, then main specialty, then free in the window,
 * then the sooner free hour, then newest verified and the id (a total order, so the cap is stable).
 */
export async function findMatchCandidates({ answers, now = new Date(), cap = MATCH_CANDIDATE_CAP }: { answers: MatchAnswers; now?: Date; cap?: number }): Promise<MatchCandidateRow[]> {
  const wanted = [...specialtiesFor(answers.concern)]
  const maxKobo = budgetMaxKobo(answers.budget)
  const windowEnd = startWindowEnd(answers.start, now)
  const conditions = [
    ...PUBLIC_THERAPIST_SQL,
    Prisma.sql`t."languages" @> ARRAY[${answers.language}]::"Language"[]`,
    Prisma.sql`t."specialties" && ${wanted}::text[]`,
  ]
  if (answers.gender !== 'Any') conditions.push(Prisma.sql`u."gender" = ${answers.gender}::"Gender"`)
  const nextFree = nextFreeHourSql(now)
  const order = [
    // "Any fee" leaves this key out: Postgres refuses a constant in ORDER BY.
    ...(maxKobo === null ? [] : [Prisma.sql`(t."feeKobo" <= ${maxKobo}) DESC`]),
    Prisma.sql`(t."specialties"[1] = ANY(${wanted}::text[])) DESC`,
    windowEnd === null ? Prisma.sql`(${nextFree} IS NOT NULL) DESC` : Prisma.sql`COALESCE(${nextFree} <= ${windowEnd}, false) DESC`,
    Prisma.sql`${nextFree} ASC NULLS LAST`,
    Prisma.sql`t."verifiedAt" DESC`,
    Prisma.sql`t."userId" DESC`,
  ]

  const ids = await readRows<{ userId: string }>(Prisma.sql`
    SELECT t."userId" FROM "TherapistProfile" t JOIN "User" u ON u."id" = t."userId"
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${Prisma.join(order, ', ')}
    LIMIT ${cap}`)
  if (ids.length === 0) return []
  // The listed rule once more, from its one definition: the raw conditions above must agree with it.
  const rows = await db.therapistProfile.findMany({ where: { ...PUBLIC_THERAPIST_WHERE, userId: { in: ids.map((row) => row.userId) } }, select: PUBLIC_THERAPIST_SELECT })
  const byId = new Map(rows.map((row) => [row.userId, row]))
  return ids.flatMap(({ userId }) => byId.get(userId) ?? [])
}
