import { Badge } from '@/components/ui/badge'
import { formatShortDate } from '@/lib/format'
import type { VerificationDocumentKind, VerificationQueueRow } from '@/lib/server/admin/dashboard/list-verification-queue'
import { AdminTable, Td, Th } from './admin-table'
import { PersonCell } from './people-list'

const KIND_LABELS: Record<VerificationDocumentKind, string> = { Certificate: 'Certificate', CacDocument: 'CAC document', Logo: 'Logo' }

/**
 * Therapists awaiting verification, longest waiting first, with each document's state: how many of
 * the three kinds are uploaded, and which documents wait for review or were declined (certificates
 * numbered when there are several). The name opens the therapist's page, where they are reviewed.
 */
export function VerificationQueueTable({ rows }: { rows: VerificationQueueRow[] }) {
  return (
    <AdminTable
      caption="Therapists awaiting verification"
      head={
        <>
          <Th>Therapist</Th>
          <Th>Documents</Th>
          <Th className="hidden md:table-cell">Registered</Th>
        </>
      }
    >
      {rows.map((therapist) => (
        <tr key={therapist._id}>
          <Td className="max-w-0 min-w-36 sm:max-w-none">
            <PersonCell href={`/admin/therapist/${therapist._id}`} fullName={therapist.fullName} email={therapist.email} emailOnPhonesOnly={false}>
              {therapist.isBlocked && (
                <Badge tone="danger" className="mt-1">
                  Blocked
                </Badge>
              )}
            </PersonCell>
          </Td>
          <Td>
            <p className="font-semibold">{therapist.uploaded} of 3 kinds uploaded</p>
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={`Documents of ${therapist.fullName}`}>
              {therapist.documents.map((document, index) => (
                <li key={`${document.kind}-${index}`}>
                  <DocumentBadge label={documentLabel(therapist.documents, index)} state={document.reviewState} />
                </li>
              ))}
            </ul>
          </Td>
          <Td className="hidden whitespace-nowrap md:table-cell">{formatShortDate(therapist.createdAt)}</Td>
        </tr>
      ))}
    </AdminTable>
  )
}

/** "Certificate", or "Certificate 2" when the therapist sent several. */
function documentLabel(documents: VerificationQueueRow['documents'], index: number): string {
  const { kind } = documents[index]!
  const ofKind = documents.filter((document) => document.kind === kind)
  return ofKind.length > 1 ? `${KIND_LABELS[kind]} ${ofKind.indexOf(documents[index]!) + 1}` : KIND_LABELS[kind]
}

function DocumentBadge({ label, state }: { label: string; state: VerificationQueueRow['documents'][number]['reviewState'] }) {
  if (state === null) return <Badge tone="neutral">{label}: missing</Badge>
  if (state === 'Pending') return <Badge tone="warning">{label}: to review</Badge>
  if (state === 'Declined') return <Badge tone="danger">{label}: declined</Badge>
  return <Badge tone="success">{label}: approved</Badge>
}
