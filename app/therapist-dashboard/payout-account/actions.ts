'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { lookUpPayoutAccount } from '@/lib/server/payouts/payout-account/look-up-payout-account'
import { savePayoutAccount } from '@/lib/server/payouts/payout-account/save-payout-account'
import { PAYOUT_ACCOUNT_SAVED, payoutAccountSchema } from '@/lib/validation/payout-account'

/** Look up account: the bank's name for the account, for the therapist to confirm (nothing is saved). */
export const lookUpPayoutAccountAction = therapistAction({ verified: true }, payoutAccountSchema, async ({ therapist, input }) => {
  const { accountName, bankName } = await lookUpPayoutAccount({ therapistId: therapist.id, input })
  return { data: { accountName, bankName } }
})

/** Yes, pay into this account: the same use case as PUT /api/v1/therapist/payout-account (the bank is asked again). */
export const savePayoutAccountAction = therapistAction({ verified: true }, payoutAccountSchema, async ({ therapist, input }) => {
  const { accountName, bankName } = await savePayoutAccount({ therapistId: therapist.id, input })
  return { message: PAYOUT_ACCOUNT_SAVED, data: { accountName, bankName } }
})
