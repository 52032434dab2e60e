import 'server-only'

// CONTRACT STUB — replaced by the booking emails work.

/** Patient and therapist each get the details, the video link and a calendar invite (.ics). */
export async function sendBookingConfirmedEmails(appointmentId: string): Promise<void> {
  void appointmentId
}

/** The payment arrived after the hold was lost and the time was taken: the patient is told a refund follows; support is told to refund. */
export async function sendLatePaymentEmails(appointmentId: string): Promise<void> {
  void appointmentId
}
