// What a server action answers: the UI shows `message` as a toast and `fieldErrors` beside the fields.
export type ActionResult<T = undefined> =
  | { ok: true; message?: string; data?: T }
  | { ok: false; message: string; fieldErrors?: Record<string, string[]> }
