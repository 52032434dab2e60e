// The link a waitlist text message carries. A text may be read over a patient's shoulder or on a
// shared phone, and a link to /one-therapist/… says "therapist" before anyone opens it: the text
// carries a short neutral path that sends its opener on to the therapist's booking section. Pure.

/** The neutral path of a therapist's page, for texts: /w/{therapistId}. */
export const neutralTherapistPath = (therapistId: string) => `/w/${therapistId}`

/** Where the neutral path leads: the booking section of the therapist's page, where the freed hour can be held. */
export const therapistBookingPath = (therapistId: string) => `/one-therapist/${therapistId}#booking`
