'use server'

import { adminAction } from '@/lib/server/actions/role-actions'
import { recordBreach } from '@/lib/server/privacy/breaches/record-breach'
import { updateBreach } from '@/lib/server/privacy/breaches/update-breach'
import { recordBreachSchema, updateBreachSchema } from '@/lib/validation/privacy-registers'

/** "Record breach" on /admin/breaches: the same use case as POST admin/breaches (Admin only). */
export const recordBreachAction = adminAction(recordBreachSchema, async ({ admin, input }) => {
  const { message } = await recordBreach({ actor: admin, input })
  return { message }
})

/** Marks the Commission notified, the people told, or the breach closed: the same use case as PATCH admin/breaches/{id}. */
export const updateBreachAction = adminAction(updateBreachSchema, async ({ admin, input }) => {
  const { message } = await updateBreach({ actor: admin, input })
  return { message }
})
