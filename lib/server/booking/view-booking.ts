import 'server-only'
import type { Role } from '@/lib/roles'
import { paymentReferenceField } from '@/lib/validation/booking'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_SELECT, toPatientAppointment, type PatientAppointment } from '../appointments/appointment-dto'
import { db, type Prisma } from '../db'

export type BookingLookup = { paymentReference: string } | { appointmentId: string }

/**
 * One booking by its payment reference or id, for /confirm-appointment and /payment-successful.
 * A patient finds only their own (the owner is in the where clause, so anyone else's reference or
 * id finds nothing, exactly like an unknown one); an admin finds any; every other role finds nothing.
 */
export async function viewBooking({
  viewer,
  lookup,
  now = new Date(),
}: {
  viewer: { id: string; role: Role }
  lookup: BookingLookup
  now?: Date
}): Promise<PatientAppointment | null> {
  const key = bookingKey(lookup)
  if (!key) return null
  let owner: Prisma.AppointmentWhereInput
  if (viewer.role === 'Admin') owner = {}
  else if (viewer.role === 'Patient') owner = { patientId: viewer.id }
  else return null
  const row = await db.appointment.findFirst({ where: { ...key, ...owner }, select: APPOINTMENT_SELECT })
  return row ? toPatientAppointment(row, now) : null
}

/** A malformed reference or id is not looked up at all. */
function bookingKey(lookup: BookingLookup): Prisma.AppointmentWhereInput | null {
  if ('paymentReference' in lookup) {
    const reference = paymentReferenceField.safeParse(lookup.paymentReference)
    return reference.success ? { paymentReference: reference.data } : null
  }
  return isUuid(lookup.appointmentId) ? { id: lookup.appointmentId } : null
}

/**
 * The weeks of a weekly series by its payment reference (decision 023), for /payment-successful: the
 * patient's own series only (the owner is in the where clause); null for anyone else, any other role,
 * or a reference that names no series.
 */
export async function viewSeriesBooking({ viewer, paymentReference, now = new Date() }: { viewer: { id: string; role: Role }; paymentReference: string; now?: Date }): Promise<PatientAppointment[] | null> {
  const reference = paymentReferenceField.safeParse(paymentReference)
  if (!reference.success || viewer.role !== 'Patient') return null
  const rows = await db.appointment.findMany({ where: { series: { is: { paymentReference: reference.data, patientId: viewer.id } } }, orderBy: { seriesIndex: 'asc' }, select: APPOINTMENT_SELECT })
  return rows.length > 0 ? rows.map((row) => toPatientAppointment(row, now)) : null
}
