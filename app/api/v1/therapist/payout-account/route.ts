import { readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { findPayoutAccount } from '@/lib/server/payouts/payout-account/find-payout-account'
import { savePayoutAccount } from '@/lib/server/payouts/payout-account/save-payout-account'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { PAYOUT_ACCOUNT_SAVED, payoutAccountSchema } from '@/lib/validation/payout-account'

/** The therapist's payout account: { data: { bankCode, bankName, accountName, accountNumber (masked), heldUntil } | null }. */
export const GET = withVerifiedTherapist(async ({ user }) => {
  const account = await findPayoutAccount({ therapistId: user.id })
  return ok({ data: account && { ...account, heldUntil: account.heldUntil?.toISOString() ?? null } })
})

/** Sets or changes it: { bankCode, accountNumber } → { data: { accountName, bankName } }; 400 when the bank or the name says no. */
export const PUT = withVerifiedTherapist(async ({ request, user }) => {
  const input = await readJson(request, payoutAccountSchema)
  const { accountName, bankName } = await savePayoutAccount({ therapistId: user.id, input })
  return ok({ message: PAYOUT_ACCOUNT_SAVED, data: { accountName, bankName } })
})
