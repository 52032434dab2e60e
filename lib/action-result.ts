// What a server action answers: the UI shows `message` as a toast and `fieldErrors` beside the fields.
// `code` is the data layer's AppError code (SLOT_TAKEN, PAYMENT_REQUIRED, ...) for UIs whose next
// step depends on why it failed (the checkout: choose again, retry, or the payment error page), and
// a failure's `data` what such a UI acts on (a weekly series' clashing dates and the run offered instead).
export type ActionResult<T = undefined> =
  | { ok: true; message?: string; data?: T }
  | { ok: false; message: string; code?: string; fieldErrors?: Record<string, string[]>; data?: Record<string, unknown> }

/**
 * A server action as a client component receives it: from its page, as a prop (components never
 * import app/). The page's real action (`(input: unknown) => …`, lib/server/actions/role-actions.ts)
 * fits any Input, and its data type is checked against T where the page passes it.
 */
export type ServerAction<Input, T = unknown> = (input: Input) => Promise<ActionResult<T>>
