import 'server-only'
import { logWarn } from '@/lib/server/log'
import { transferGateway, type Bank } from '../transfer-gateway'

/** The banks a payout can go to, for the form's list; null when the provider cannot list them now (the page says so). */
export async function listPayoutBanks(): Promise<Bank[] | null> {
  try {
    return await (await transferGateway()).banks()
  } catch (error) {
    logWarn(`[payout account] the bank list could not be loaded: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}
