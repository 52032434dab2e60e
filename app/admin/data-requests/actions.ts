'use server'

import { adminAction } from '@/lib/server/actions/role-actions'
import { recordDataRequest } from '@/lib/server/privacy/data-requests/record-data-request'
import { updateDataRequest } from '@/lib/server/privacy/data-requests/update-data-request'
import { recordDataRequestSchema, updateDataRequestSchema } from '@/lib/validation/privacy-registers'

/** "Record request" on /admin/data-requests: the same use case as POST admin/data-requests (Admin only). */
export const recordDataRequestAction = adminAction(recordDataRequestSchema, async ({ admin, input }) => {
  const { message } = await recordDataRequest({ actor: admin, input })
  return { message }
})

/** Moves a request on (in progress, completed, refused): the same use case as PATCH admin/data-requests/{id}. */
export const updateDataRequestAction = adminAction(updateDataRequestSchema, async ({ admin, input }) => {
  const { message } = await updateDataRequest({ actor: admin, input })
  return { message }
})
