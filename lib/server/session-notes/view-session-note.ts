import 'server-only'
import { openText } from '../crypto/health-data'
import { db } from '../db'
import { findTherapistIntakeAppointment } from '../intake/intake-appointment'
import { noteContext } from './note-context'

/*
 * A therapist's private notes on one of their paid sessions: sealed before the database, read by
 * that therapist alone (no admin, no manager, not the patient, no export). Written from the start of
 * the session on (saveSessionNote).
 */
export type SessionNoteView = { appointmentId: string; note: string; updatedAt: string | null; opensAt: string; isOpen: boolean }

/** GET therapist/session-notes/{appointmentId}: the appointment's own therapist only (404 for anyone else). */
export async function viewSessionNote({ therapistId, appointmentId, now = new Date() }: { therapistId: string; appointmentId: string; now?: Date }): Promise<SessionNoteView> {
  const appointment = await findTherapistIntakeAppointment({ therapistId, appointmentId })
  const row = await db.sessionNote.findFirst({ where: { appointmentId: appointment.id, therapistId }, select: { id: true, noteCiphertext: true, noteKeyId: true, updatedAt: true } })
  return {
    appointmentId: appointment.id,
    note: row ? openText({ ciphertext: row.noteCiphertext, keyId: row.noteKeyId }, noteContext(row.id)) : '',
    updatedAt: row?.updatedAt.toISOString() ?? null,
    opensAt: appointment.startsAt.toISOString(),
    isOpen: appointment.startsAt.getTime() <= now.getTime(),
  }
}
