import type { ActionResult } from '@/lib/action-result'
import type { MatchOutcome } from '@/lib/matching/therapist-match'

/** The page's server action, through React's useActionState (components never import app/). */
export type MatchFormAction = (previous: unknown, form: FormData) => Promise<ActionResult<MatchOutcome>>
