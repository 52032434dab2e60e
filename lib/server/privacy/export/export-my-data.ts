import 'server-only'
import { lagosDateKey } from '@/lib/time'
import type { SessionUser } from '../../auth/current-user'
import { db } from '../../db'
import { recordSelfServiceRequest } from '../data-requests/record-self-service'
import { accountParts } from './account-parts'
import { confirmPassword } from './confirm-password'
import { inNaira } from './export-values'
import { exportReadme } from './export-readme'
import type { ExportPart } from './export-parts'
import { messagesPart } from './messages-part'
import { patientParts } from './patient-parts'
import { therapistParts } from './therapist-parts'
import { zipStream } from './zip-stream'

export type DataExport = { filename: string; stream: ReadableStream<Uint8Array> }

/** The parts of a role's export: the account's own, then the role's (an admin or manager has only the account's). */
function partsFor(user: Pick<SessionUser, 'id' | 'role'>, now: Date): Promise<ExportPart>[] {
  const parts = accountParts(user.id)
  if (user.role === 'Patient') return [...parts, ...patientParts(user.id, now), messagesPart({ userId: user.id, role: user.role })]
  if (user.role === 'Therapist') return [...parts, ...therapistParts(user.id, now), messagesPart({ userId: user.id, role: user.role })]
  return parts
}

/**
 * "Download my data": everything Alafia holds about the signed-in person, as JSON parts and a
 * README.txt in one ZIP (docs/decisions/040-download-my-data.md). The password is checked first;
 * every part is read before the first byte is sent, so a failure is an error answer and never a
 * broken file, and only the compression streams. Every query is scoped to the person's own id.
 */
export async function exportMyData({ user, password, ipAddress, now = new Date() }: {
  user: Pick<SessionUser, 'id' | 'role'>
  password: string
  ipAddress: string
  now?: Date
}): Promise<DataExport> {
  await confirmPassword({ userId: user.id, password, ipAddress })
  const parts = await Promise.all(partsFor(user, now))
  const files = [
    { name: 'README.txt', text: exportReadme({ parts, generatedAt: now }) },
    ...parts.map((part) => ({ name: part.name, text: `${JSON.stringify(inNaira(part.data), null, 2)}\n` })),
  ]

  // A self-service download is an access request fulfilled at once: the operators' register
  // (/admin/data-requests) shows it as completed, once everything was read.
  await recordSelfServiceRequest(db, { userId: user.id, kind: 'Access', now })

  return { filename: `alafia-data-${lagosDateKey(now)}.zip`, stream: zipStream(files, now) }
}
