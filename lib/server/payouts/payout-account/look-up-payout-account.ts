import 'server-only'
import { accountNameMatches } from '@/lib/payouts/account-name-match'
import { BANK_UNREACHABLE, CHOOSE_BANK, nameMismatchMessage, NO_SUCH_ACCOUNT, payoutAccountSchema } from '@/lib/validation/payout-account'
import { logWarn } from '@/lib/server/log'
import { db } from '../../db'
import { AppError, validationError } from '../../errors'
import { transferGateway, TransferGatewayError } from '../transfer-gateway'

export type LookedUpAccount = { bankCode: string; bankName: string; accountNumber: string; accountName: string }

/**
 * Asks the bank whose account this is, for the therapist to confirm before it is saved: the bank
 * must be on the provider's list, the account must exist, and its holder's name must match the
 * therapist's full name (lib/payouts/account-name-match.ts). Refusals are VALIDATION errors on the
 * field concerned; the name a non-matching account belongs to is never shown (it is someone else's).
 */
export async function lookUpPayoutAccount({ therapistId, input }: { therapistId: string; input: unknown }): Promise<LookedUpAccount> {
  const parsed = payoutAccountSchema.safeParse(input)
  if (!parsed.success) throw validationError(parsed.error)
  const { bankCode, accountNumber } = parsed.data
  const therapist = await db.user.findUnique({ where: { id: therapistId, role: 'Therapist' }, select: { fullName: true } })
  if (!therapist) throw new AppError('NOT_FOUND', 'Therapist not found.')

  const gateway = await transferGateway()
  const bank = (await askBank(() => gateway.banks(), 'listing banks')).find((candidate) => candidate.code === bankCode)
  if (!bank) throw new AppError('VALIDATION', CHOOSE_BANK, { bankCode: [CHOOSE_BANK] })
  const accountName = await askBank(() => gateway.accountName({ bankCode, accountNumber }, therapist.fullName), 'checking an account')
  if (!accountNameMatches(accountName, therapist.fullName)) {
    const message = nameMismatchMessage(therapist.fullName)
    throw new AppError('VALIDATION', message, { accountNumber: [message] })
  }
  return { bankCode, bankName: bank.name, accountNumber, accountName }
}

/**
 * The provider's refusals in the therapist's words: an account it does not find (final) is
 * NO_SUCH_ACCOUNT on the number; anything else (unreachable, a refused bank list) is "try again later".
 */
async function askBank<T>(call: () => Promise<T>, what: 'listing banks' | 'checking an account'): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof TransferGatewayError)) throw error
    if (error.isFinal && what === 'checking an account') throw new AppError('VALIDATION', NO_SUCH_ACCOUNT, { accountNumber: [NO_SUCH_ACCOUNT] })
    logWarn(`[payout account] ${what} failed: ${error.message}`)
    throw new AppError('UNAVAILABLE', BANK_UNREACHABLE)
  }
}
