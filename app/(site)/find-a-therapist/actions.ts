'use server'

import { publicAction } from '@/lib/server/actions/role-actions'
import { formState } from '@/lib/server/actions/action-input'
import { findTherapistMatches } from '@/lib/server/matching/find-matches'
import { matchAnswersSchema } from '@/lib/validation/match'

/**
 * The questionnaire's answers, posted in the body of a server action (never in a URL, which request
 * logs, hosts' logs and browser history keep), matched and forgotten: nothing is stored.
 */
export const findMatchesAction = publicAction(formState(matchAnswersSchema), async ({ input }) => ({
  data: { answers: input, matches: await findTherapistMatches({ answers: input }) },
}))
