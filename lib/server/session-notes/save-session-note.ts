import 'server-only'
import { randomUUID } from 'node:crypto'
import { NOTE_SAVED, NOTES_NOT_YET } from '@/lib/validation/intake'
import { sealText } from '../crypto/health-data'
import { db } from '../db'
import { AppError } from '../errors'
import { findTherapistIntakeAppointment } from '../intake/intake-appointment'
import { noteContext } from './note-context'
import { viewSessionNote, type SessionNoteView } from './view-session-note'

/**
 * PUT therapist/session-notes/{appointmentId}: the therapist's note, sealed, replacing the last one.
 * Before the session starts there is nothing to note yet: 409 (CONFLICT) with NOTES_NOT_YET.
 */
export async function saveSessionNote({ therapistId, appointmentId, note, now = new Date() }: { therapistId: string; appointmentId: string; note: string; now?: Date }): Promise<SessionNoteView & { message: string }> {
  const appointment = await findTherapistIntakeAppointment({ therapistId, appointmentId })
  if (appointment.startsAt.getTime() > now.getTime()) throw new AppError('CONFLICT', NOTES_NOT_YET)
  await db.$transaction(async (tx) => {
    const existing = await tx.sessionNote.findUnique({ where: { appointmentId: appointment.id }, select: { id: true } })
    // A new row's id is made here: it is part of the sealed value's context.
    const id = existing?.id ?? randomUUID()
    const sealed = sealText(note, noteContext(id))
    const data = { noteCiphertext: sealed.ciphertext, noteKeyId: sealed.keyId }
    if (existing) await tx.sessionNote.update({ where: { id }, data })
    else await tx.sessionNote.create({ data: { id, appointmentId: appointment.id, therapistId, ...data } })
  })
  return { ...(await viewSessionNote({ therapistId, appointmentId, now })), message: NOTE_SAVED }
}
