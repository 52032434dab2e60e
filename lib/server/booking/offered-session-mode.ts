import 'server-only'
import { chooseSessionMode, SESSION_MODE_NOT_OFFERED, type SessionMode } from '@/lib/session-modes'
import { AppError } from '../errors'

/** The mode a hold gets (lib/session-modes.ts); one the therapist does not offer is refused (400). */
export function offeredSessionMode(offered: readonly SessionMode[], asked: SessionMode | undefined): SessionMode {
  const mode = chooseSessionMode(offered, asked)
  if (!mode) throw new AppError('VALIDATION', SESSION_MODE_NOT_OFFERED, { sessionMode: [SESSION_MODE_NOT_OFFERED] })
  return mode
}
