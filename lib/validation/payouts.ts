import { z } from './zod'

/** "Run payouts" takes nothing: the run decides who is owed (lib/server/payouts/run-payouts.ts). */
export const runPayoutsSchema = z.object({}).strict()
