import 'server-only'
import { coveredHours, lagosDateKey, lagosInstant } from '@/lib/time'
import { SLOT_TAKEN, THERAPIST_UNAVAILABLE } from '@/lib/validation/booking'
import { isUuid } from '@/lib/validation/directory'
import {
  APPOINTMENT_NOT_FOUND,
  exactDurationNotice,
  type Reschedule,
  RESCHEDULE_BLOCKS,
  RESCHEDULE_SUCCESS,
  rescheduleBlock,
} from '@/lib/validation/reschedule'
import { lockBookableRange } from '../availability/lock-bookable-range'
import { db } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'
import { recordFreedHours } from '../waitlist/record-freed-hours'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'
import { APPOINTMENT_SELECT, toPatientAppointment, type PatientAppointment } from './appointment-dto'
import { findOwnOverlap, slotRows } from './appointment-slots'
import { releaseExpiredHolds } from './release-expired-holds'
import { sendRescheduleEmails } from './send-reschedule-emails'
import { logError } from '@/lib/server/log'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

// Shared with booking (the rules are the same for a new time and a moved one).
export { DATE_NOT_AVAILABLE, HOURS_NOT_AVAILABLE, SLOT_TAKEN, THERAPIST_UNAVAILABLE, TIME_STARTED } from '@/lib/validation/booking'
export const SAME_TIME = 'Choose a time different from the current appointment.'
export const CHANGED_MEANWHILE = 'This appointment was changed meanwhile. Please reload the page.'


type RescheduleArgs = { appointmentId: string; patientId: string; now?: Date } & Reschedule

/**
 * Moves one of the patient's own paid appointments to a new time (docs/decisions/011-reschedule.md).
 *
 * Refused: another patient's or an unknown id (404); an appointment today or in the past, or not
 * paid (409, RESCHEDULE_BLOCKS' texts); a new time of another length than the original, a therapist no longer
 * listed, or a time that is not wholly bookable (lib/availability/free-hours.ts: started or not
 * wholly inside the therapist's published hours, 400; taken by someone else, SLOT_TAKEN 409). The move is one transaction: the old
 * slot rows go, the new ones are inserted under the no-overlap primary key (decision 004), the
 * appointment's times change and a history row is written. If another appointment took one of the
 * new hours meanwhile, the insert fails, everything rolls back and the patient keeps the old time
 * (SLOT_TAKEN, 409). Afterwards the therapist's cached open hours expire and both people get an email.
 */
export async function rescheduleAppointment({
  appointmentId,
  patientId,
  newAppointmentDate,
  newSlot_start,
  newSlot_end,
  now = new Date(),
}: RescheduleArgs): Promise<{ message: string; data: PatientAppointment }> {
  if (!isUuid(appointmentId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  // The owner is part of the where clause: another patient's appointment is simply not found.
  const current = await db.appointment.findFirst({
    where: { id: appointmentId, patientId },
    select: APPOINTMENT_SELECT,
  })
  if (!current) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const therapistId = current.therapist.userId

  const block = rescheduleBlock(toPatientAppointment(current, now), lagosDateKey(now))
  if (block) throw new AppError('CONFLICT', RESCHEDULE_BLOCKS[block])

  const duration = current.durationHours
  if (newSlot_end - newSlot_start !== duration)
    throw new AppError('VALIDATION', exactDurationNotice(duration), { newSlot_end: [exactDurationNotice(duration)] })
  const startsAt = lagosInstant(newAppointmentDate, newSlot_start)
  const endsAt = lagosInstant(newAppointmentDate, newSlot_end)
  if (startsAt.getTime() === current.startsAt.getTime()) throw new AppError('VALIDATION', SAME_TIME, { newSlot_start: [SAME_TIME] })

  const therapist = await db.therapistProfile.findFirst({ where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId }, select: { userId: true } })
  if (!therapist) throw new AppError('VALIDATION', THERAPIST_UNAVAILABLE)

  const hours = coveredHours(startsAt, duration)
  try {
    await db.$transaction(async (tx) => {
      // Keeps the new hours published until the commit: an availability edit racing this move either
      // sees the new slot rows or is seen by this check (lib/server/availability/lock-published-hours.ts).
      // The patient's own appointments (this one's hours are released by the move) are left to findOwnOverlap below.
      await lockBookableRange(tx, {
        therapistId,
        date: newAppointmentDate,
        from: newSlot_start,
        to: newSlot_end,
        now,
        ignore: { patientId },
        fields: { date: 'newAppointmentDate', start: 'newSlot_start' },
      })
      // Conditional on the time just read: of two moves of one appointment at once, the second finds
      // it changed and stops, so no appointment ever owns two sets of hours.
      const moved = await tx.appointment.updateMany({
        where: { id: current.id, patientId, status: 'Paid', startsAt: current.startsAt },
        data: { startsAt, endsAt },
      })
      if (moved.count !== 1) throw new AppError('CONFLICT', CHANGED_MEANWHILE)
      await tx.appointmentSlot.deleteMany({ where: { appointmentId: current.id } })
      await recordFreedHours(tx, { therapistId, hours: coveredHours(current.startsAt, duration), now })
      await releaseExpiredHolds(tx, { therapistId, patientId, hours, now })
      const ownOverlap = await findOwnOverlap(tx, { patientId, hours, exceptAppointmentId: current.id, now })
      if (ownOverlap) throw new AppError('CONFLICT', ownOverlap)
      // The keys (therapistId, startsAt) and (patientId, startsAt) refuse an hour another active
      // appointment of the therapist or of this patient owns.
      await tx.appointmentSlot.createMany({ data: slotRows({ id: current.id, therapistId, patientId }, hours) })
      await tx.appointmentReschedule.create({
        data: { appointmentId: current.id, fromStartsAt: current.startsAt, fromEndsAt: current.endsAt, toStartsAt: startsAt, toEndsAt: endsAt },
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      const ownOverlap = await findOwnOverlap(db, { patientId, hours, exceptAppointmentId: current.id, now })
      throw ownOverlap ? new AppError('CONFLICT', ownOverlap) : new AppError('SLOT_TAKEN', SLOT_TAKEN)
    }
    throw error
  }

  // The old hours are free again and the new ones taken: public pages showing open hours refresh.
  await freeHoursChanged(therapistId)
  await tellWaitlistSoon(therapistId, now)
  await notifyBoth(current.id, { startsAt: current.startsAt, endsAt: current.endsAt })

  const moved = await db.appointment.findFirstOrThrow({ where: { id: current.id, patientId }, select: APPOINTMENT_SELECT })
  return { message: RESCHEDULE_SUCCESS, data: toPatientAppointment(moved, now) }
}

/**
 * The move is committed before this runs: an email that cannot be written (the outbox table failing)
 * is logged and must not turn a done move into an error the patient would retry.
 */
async function notifyBoth(appointmentId: string, from: { startsAt: Date; endsAt: Date }) {
  try {
    await sendRescheduleEmails({ appointmentId, from })
  } catch (error) {
    logError('[reschedule] the appointment moved but an email could not be queued', error)
  }
}
