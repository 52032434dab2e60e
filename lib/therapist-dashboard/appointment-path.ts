/** One of the therapist's appointments: its intake, safety alert and private notes. */
export const therapistAppointmentPath = (appointmentId: string) => `/therapist-dashboard/therapistAppointment/${appointmentId}`
