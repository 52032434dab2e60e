import type { ActionResult } from '@/lib/action-result'
import { ConfirmAction } from './confirm-action'

type Run<I> = (input: I) => Promise<ActionResult<unknown>>

type BlockToggleProps<I> = {
  input: I
  name: string
  isTherapist: boolean
  isBlocked: boolean
  /** 'User' or 'Therapist': the words of the buttons (the notices come from the server). */
  noun: 'User' | 'Therapist'
  block: Run<I>
  unblock: Run<I>
}

/** Block or Unblock behind a dialog that says what will happen. */
export function BlockToggle<I>({ input, name, isTherapist, isBlocked, noun, block, unblock }: BlockToggleProps<I>) {
  if (isBlocked) {
    return (
      <ConfirmAction action={unblock} input={input} label={`Unblock ${noun}`} title={`Unblock ${name}?`} confirmLabel="Yes, unblock" busyLabel="Unblocking..." variant="secondary">
        <p>They can sign in again.{isTherapist && ' If they are verified, they come back in the therapist directory and patients can book them.'}</p>
      </ConfirmAction>
    )
  }
  return (
    <ConfirmAction action={block} input={input} label={`Block ${noun}`} title={`Block ${name}?`} confirmLabel="Yes, block" busyLabel="Blocking..." variant="danger" triggerStyle="outline">
      <p>They are signed out everywhere at once and cannot sign in until you unblock them.</p>
      {isTherapist && <p>They disappear from the therapist directory and nobody can book them. Their paid sessions to come stay listed on this page for you to arrange.</p>}
      <p>Their appointments and payments stay as they are.</p>
    </ConfirmAction>
  )
}

type DeleteAccountProps = {
  userId: string
  name: string
  isTherapist: boolean
  /** How many paid sessions are still to come: the dialog says they stay listed. */
  paidUpcoming: number
  remove: Run<{ userId: string }>
}

/** Delete user: the dialog says exactly what erasure removes and what it keeps. */
export function DeleteAccount({ userId, name, isTherapist, paidUpcoming, remove }: DeleteAccountProps) {
  return (
    <ConfirmAction action={remove} input={{ userId }} label="Delete User" title={`Delete ${name}'s account?`} confirmLabel="Yes, delete" busyLabel="Deleting..." variant="danger">
      <p>
        This erases their personal data, as Nigeria&apos;s data protection law gives them the right to ask: name, email, phone number,
        birthday, gender, address and password are removed, their comments are deleted, and they are signed out everywhere and can never
        sign in again.
      </p>
      {isTherapist && <p>They leave the therapist directory; their photo, bio, availability and verification documents are deleted.</p>}
      <p>Their appointments and payments are kept, under &ldquo;Deleted user&rdquo;, for the {isTherapist ? 'patients' : 'therapists'} and the books.</p>
      {paidUpcoming > 0 && (
        <p className="font-semibold text-ink">
          Paid appointments still to come: {paidUpcoming}. They stay listed on this page for you to arrange (a refund, or another therapist).
        </p>
      )}
      <p className="font-semibold text-red-800">This cannot be undone.</p>
    </ConfirmAction>
  )
}
