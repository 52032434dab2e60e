// What a server action answers: the UI shows `message` as a toast and `fieldErrors` beside the fields.
// `code` is the data layer's AppError code (SLOT_TAKEN, PAYMENT_REQUIRED, ...) for UIs whose next
// step depends on why it failed (the checkout: choose again, retry, or the payment error page).
export type ActionResult<T = undefined> =
  | { ok: true; message?: string; data?: T }
  | { ok: false; message: string; code?: string; fieldErrors?: Record<string, string[]> }
