import Link from 'next/link'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { ABSENCE_REPORT_BADGES } from '@/lib/admin/refund-status'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { formatLagosDateTime } from '@/lib/time'
import type { AbsenceReportRow } from '@/lib/server/cancellations/list-absence-reports'
import { Fact } from '../fact'
import { sessionTimeLabel } from '../lists/list-format'
import { ResolveDisputeButton } from './resolve-dispute-button'

const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

/**
 * Patients' reports that a therapist did not come: the open ones, oldest first, then the
 * decided ones, latest first. An Admin decides each open one; a Manager reads them.
 */
export function DisputeList({ reports, canDecide }: { reports: AbsenceReportRow[]; canDecide: boolean }) {
  if (reports.length === 0) {
    return <p className="mt-8 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">No patient has reported an absent therapist.</p>
  }
  const open = reports.filter((report) => report.status === 'Open')
  const decided = reports.filter((report) => report.status !== 'Open')
  return (
    <>
      <ReportSection id="open-reports" title={`Waiting for a decision (${open.length})`} empty="Nothing waits for a decision.">
        {open.map((report) => (
          <ReportCard key={report._id} report={report} canDecide={canDecide} />
        ))}
      </ReportSection>
      {decided.length > 0 && (
        <ReportSection id="decided-reports" title={`Decided (${decided.length})`} empty="">
          {decided.map((report) => (
            <ReportCard key={report._id} report={report} canDecide={false} />
          ))}
        </ReportSection>
      )}
    </>
  )
}

function ReportSection({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-sans text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="mt-3 text-ink-muted">{empty}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {children.map((child, index) => (
            <li key={index}>{child}</li>
          ))}
        </ol>
      )}
    </section>
  )
}

function ReportCard({ report, canDecide }: { report: AbsenceReportRow; canDecide: boolean }) {
  const { appointment } = report
  const headingId = `report-${report._id}`
  const badge = ABSENCE_REPORT_BADGES[report.status]
  const amount = formatNaira(nairaToKobo(appointment.amount))
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="min-w-0 font-sans text-lg font-semibold break-words text-brand-900">
          {appointment.patient.fullName} reports that {appointment.therapist.fullName} did not come
        </h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </header>
      <dl className="mt-3 space-y-2 text-sm">
        <Fact term="Session">
          <Link href={`/admin/appointment/${appointment._id}`} className={LINK}>
            {sessionTimeLabel(appointment.startsAt, appointment.endsAt)}
          </Link>{' '}
          (Lagos time)
        </Fact>
        <Fact term="Patient">
          <Link href={`/admin/applicationUser/${appointment.patient._id}`} className={LINK}>
            {appointment.patient.fullName}
          </Link>
        </Fact>
        <Fact term="Therapist">
          <Link href={`/admin/therapist/${appointment.therapist._id}`} className={LINK}>
            {appointment.therapist.fullName}
          </Link>
        </Fact>
        <Fact term="Amount paid">{amount}</Fact>
        <Fact term="Reported">{formatLagosDateTime(report.createdAt)}</Fact>
        <Fact term="Patient's note">
          {report.note ? <span className="whitespace-pre-line break-words">{report.note}</span> : <span className="text-ink-muted">No note</span>}
        </Fact>
        {report.status !== 'Open' && (
          <Fact term="Decision">
            {report.status === 'Refunded' ? `Refunded in full (${amount})` : 'No refund'}
            {report.resolvedAt ? ` on ${formatLagosDateTime(report.resolvedAt)}` : ''}
          </Fact>
        )}
      </dl>
      {canDecide && report.status === 'Open' && (
        <div className="mt-4 flex flex-col gap-3 border-t border-sand-100 pt-4 sm:flex-row">
          <ResolveDisputeButton reportId={report._id} decision="refund" patientName={appointment.patient.fullName} amountLabel={amount} describedById={headingId} />
          <ResolveDisputeButton reportId={report._id} decision="none" patientName={appointment.patient.fullName} amountLabel={amount} describedById={headingId} />
        </div>
      )}
    </article>
  )
}
