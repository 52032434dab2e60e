import { WRONG_PASSWORD_AGAIN } from './password-again'
import { z } from './zod'

// Deleting one's own account (docs/decisions/041-delete-my-account.md): the password typed again,
// shared by the privacy centre's dialog and POST /api/v1/user/erase-account.

/** A wrong and a missing password get the same answer, as a sign-in does. */
export const ERASE_WRONG_PASSWORD = WRONG_PASSWORD_AGAIN

export const eraseAccountSchema = z.object({
  password: z.string({ error: ERASE_WRONG_PASSWORD }).min(1, ERASE_WRONG_PASSWORD).max(200, ERASE_WRONG_PASSWORD),
})
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>

/** The dialog's own confirmation, on top of the password: the person says they read what happens. */
const UNDERSTOOD_REQUIRED = 'Tick the box to confirm you understand this cannot be undone.'

export const eraseAccountFormSchema = eraseAccountSchema.extend({
  // A checkbox's value is a boolean: unticked (its starting value) is refused with the message.
  understood: z.boolean().refine((ticked) => ticked, { error: UNDERSTOOD_REQUIRED }),
})
export type EraseAccountForm = z.infer<typeof eraseAccountFormSchema>

export const ACCOUNT_ERASED = 'Your account has been deleted and you are signed out everywhere.'
export const STAFF_CANNOT_SELF_ERASE = 'Admin and manager accounts cannot be deleted here: another admin removes staff accounts from the admin area.'
export const REFUND_ACCOUNT_FIRST =
  'One of your upcoming sessions was paid by bank transfer, so we need a bank account to send its refund to. Cancel it from your appointments first (you will be asked for the account), then delete your account.'
export const REFUND_WAITING_FOR_ACCOUNT =
  'A refund of yours is waiting for the bank account to send it to. Add the account from your appointments first, then delete your account.'
