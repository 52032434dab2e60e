// What the booking emails, reminders and join buttons say about how a session takes place
// (docs/decisions/028). Pure, so the unit tests read every text. Video keeps the words every email
// used before modes existed.
import { SESSION_MODE_LABELS, type SessionMode } from '@/lib/session-modes'

/**
 * The private room with the camera off from the start: the same room (the same link), opened with
 * Jitsi's audio-only setting in the URL's fragment, so a weak connection carries only sound.
 */
export function audioOnlyLink(videoLink: string): string {
  return `${videoLink}#config.startAudioOnly=true&config.startWithVideoMuted=true`
}

/** The link a person opens to join: the room as it is for video, the room with video off for audio, none for phone. */
export function joinLink(mode: SessionMode, videoLink: string | null): string | null {
  if (!videoLink || mode === 'Phone') return null
  return mode === 'Audio' ? audioOnlyLink(videoLink) : videoLink
}

/** The join button's words for each mode. */
export const JOIN_LABELS: Record<SessionMode, string> = { Video: 'Join session', Audio: 'Join session (audio only)', Phone: 'Phone session' }

export type Party = 'patient' | 'therapist'

const PHONE_LINE: Record<Party, string> = {
  patient: 'Session: Phone call. Your therapist will call the phone number on your profile at the session time.',
  therapist: "Session: Phone call. Call the patient at the session time: their number shows on the appointment from 15 minutes before the start until the end.",
}

/** The lines of a booking email or reminder about how the session takes place and how to join. */
export function sessionModeLines(mode: SessionMode, videoLink: string | null, party: Party): string[] {
  if (mode === 'Phone') return [PHONE_LINE[party]]
  if (mode === 'Audio')
    return [
      `Session: ${SESSION_MODE_LABELS.Audio} (the same private room with video off)`,
      videoLink ? `Audio-only session: ${audioOnlyLink(videoLink)}` : 'Audio-only session: the link is on your appointment page.',
    ]
  return [`Session: ${SESSION_MODE_LABELS.Video}`, videoLink ? `Video session: ${videoLink}` : 'Video session: the link is on your appointment page.']
}

/** The reminder email's last advice before the session. */
export function reminderAdvice(mode: SessionMode): string {
  if (mode === 'Phone') return 'Be somewhere quiet and private at the session time, with your phone nearby.'
  if (mode === 'Audio') return 'Join the audio-only session a few minutes early from a quiet, private place.'
  return 'Join the video session a few minutes early from a quiet, private place.'
}
