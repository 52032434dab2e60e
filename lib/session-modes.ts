// How a session takes place (docs/decisions/028). Pure: shared by the therapist's profile form, the
// booking widget and confirmation, the hold, the directory filter, emails and reminders.

/** The database's names (enum SessionMode). */
export const SESSION_MODES = ['Video', 'Audio', 'Phone'] as const
export type SessionMode = (typeof SESSION_MODES)[number]

/** The API's and URLs' names: `sessionMode: "audio"`, `/therapists?mode=phone`. */
export const SESSION_MODE_NAMES = ['video', 'audio', 'phone'] as const
export type SessionModeName = (typeof SESSION_MODE_NAMES)[number]

export const toSessionMode = (name: SessionModeName): SessionMode => SESSION_MODES[SESSION_MODE_NAMES.indexOf(name)]!
export const sessionModeName = (mode: SessionMode): SessionModeName => SESSION_MODE_NAMES[SESSION_MODES.indexOf(mode)]!

export const isSessionModeName = (value: unknown): value is SessionModeName => typeof value === 'string' && (SESSION_MODE_NAMES as readonly string[]).includes(value)

/** How people read each mode (chips, summary, emails). */
export const SESSION_MODE_LABELS: Record<SessionMode, string> = { Video: 'Video', Audio: 'Audio only', Phone: 'Phone call' }

/** What each mode means for the patient, beside the choice and in the booking's summary. */
export const SESSION_MODE_DETAILS: Record<SessionMode, string> = {
  Video: 'In the private video room.',
  Audio: 'The same private room with your camera off: best on a weak connection.',
  Phone: 'Your therapist calls the phone number on your profile at the session time.',
}

/** The default when a booking names no mode: video, the way every session was before modes. */
export const DEFAULT_SESSION_MODE: SessionMode = 'Video'

export const SESSION_MODE_NOT_OFFERED = 'This therapist does not offer that kind of session. Please choose another.'
export const SESSION_MODES_REQUIRED = 'Choose at least one way to meet patients'
export const SESSION_MODE_UNKNOWN = 'sessionMode must be "video", "audio" or "phone"'

/**
 * The mode a booking gets: the one asked for, if the therapist offers it (null if not: refused);
 * none asked, video when offered, else the first the therapist offers.
 */
export function chooseSessionMode(offered: readonly SessionMode[], asked: SessionMode | undefined): SessionMode | null {
  if (asked) return offered.includes(asked) ? asked : null
  return offered.includes(DEFAULT_SESSION_MODE) ? DEFAULT_SESSION_MODE : (offered[0] ?? DEFAULT_SESSION_MODE)
}

/** In the order video, audio, phone, each once. */
export function orderedModes(modes: readonly SessionMode[]): SessionMode[] {
  return SESSION_MODES.filter((mode) => modes.includes(mode))
}

/** "Video, Audio only" for a list of modes. */
export function describeSessionModes(modes: readonly SessionMode[]): string {
  return orderedModes(modes).map((mode) => SESSION_MODE_LABELS[mode]).join(', ')
}
