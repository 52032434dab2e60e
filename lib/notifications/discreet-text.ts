// The last guard on what a text message may say. An SMS or a WhatsApp notification shows on a lock
// screen and stays on a phone others may pick up, so it never names a specialty, a title such as Dr,
// or a word that tells the reader someone is in therapy. notifyPerson sends no text that fails this
// (the email still goes); every text the app writes is built to pass it (tests/unit/reminders.test.ts).
import { SPECIALTIES } from '@/lib/specialties'

/** Stems and words that disclose care, whatever their ending (therapy, therapist, counselling…). */
const DISCLOSING_STEMS = ['therap', 'counsel', 'psych', 'mental', 'clinic', 'patient', 'diagnos', 'disorder', 'addict', 'rehab', 'grief', 'bereave', 'trauma', 'depress', 'anxiety', 'suicid', 'abuse']
/** Whole words only: "dr" inside another word is harmless. */
const DISCLOSING_WORDS = /\b(dr|doctor|crisis|treatment)\b/i

/** True when the text says nothing a shared phone should not show. */
export function isDiscreet(text: string): boolean {
  const lower = text.toLowerCase()
  if (DISCLOSING_STEMS.some((stem) => lower.includes(stem))) return false
  if (DISCLOSING_WORDS.test(text)) return false
  return !SPECIALTIES.some((specialty) => lower.includes(specialty.toLowerCase()))
}
