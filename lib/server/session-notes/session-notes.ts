import 'server-only'
import { randomUUID } from 'node:crypto'
import { NOTE_SAVED, NOTES_NOT_YET } from '@/lib/validation/intake'
import { openText, sealContext, sealText } from '../crypto/health-data'
import { db } from '../db'
import { AppError } from '../errors'
import { findTherapistIntakeAppointment } from '../intake/intake-appointment'

/*
 * A therapist's private notes on one of their paid sessions: sealed before the database, read by
 * that therapist alone (no admin, no manager, not the patient, no export). Written from the start of
 * the session on; before it, a write answers 409 (CONFLICT) with NOTES_NOT_YET.
 */
export type SessionNoteView = { appointmentId: string; note: string; updatedAt: string | null; opensAt: string; isOpen: boolean }

const context = (id: string) => sealContext('SessionNote', 'noteCiphertext', id)

export async function viewSessionNote({ therapistId, appointmentId, now = new Date() }: { therapistId: string; appointmentId: string; now?: Date }): Promise<SessionNoteView> {
  const appointment = await findTherapistIntakeAppointment({ therapistId, appointmentId })
  const row = await db.sessionNote.findFirst({ where: { appointmentId: appointment.id, therapistId }, select: { id: true, noteCiphertext: true, noteKeyId: true, updatedAt: true } })
  return {
    appointmentId: appointment.id,
    note: row ? openText({ ciphertext: row.noteCiphertext, keyId: row.noteKeyId }, context(row.id)) : '',
    updatedAt: row?.updatedAt.toISOString() ?? null,
    opensAt: appointment.startsAt.toISOString(),
    isOpen: appointment.startsAt.getTime() <= now.getTime(),
  }
}

export async function saveSessionNote({ therapistId, appointmentId, note, now = new Date() }: { therapistId: string; appointmentId: string; note: string; now?: Date }): Promise<SessionNoteView & { message: string }> {
  const appointment = await findTherapistIntakeAppointment({ therapistId, appointmentId })
  if (appointment.startsAt.getTime() > now.getTime()) throw new AppError('CONFLICT', NOTES_NOT_YET)
  await db.$transaction(async (tx) => {
    const existing = await tx.sessionNote.findUnique({ where: { appointmentId: appointment.id }, select: { id: true } })
    const id = existing?.id ?? randomUUID()
    const sealed = sealText(note, context(id))
    const data = { noteCiphertext: sealed.ciphertext, noteKeyId: sealed.keyId }
    if (existing) await tx.sessionNote.update({ where: { id }, data })
    else await tx.sessionNote.create({ data: { id, appointmentId: appointment.id, therapistId, ...data } })
  })
  return { ...(await viewSessionNote({ therapistId, appointmentId, now })), message: NOTE_SAVED }
}
