import { INTAKE_SESSION_MODE_LABELS, SAFETY_QUESTION, type IntakeAnswers } from '@/lib/validation/intake'

/** The patient's answers as their therapist reads them: plain text, never HTML. */
export function IntakeAnswersView({ answers }: { answers: IntakeAnswers }) {
  const rows: { term: string; value: string }[] = [
    { term: 'What brings them', value: answers.reason },
    { term: 'Previous therapy', value: answers.previousTherapy },
    { term: 'Current medication', value: answers.medication || 'None given' },
    { term: 'How to address them', value: answers.addressAs },
    { term: 'Emergency contact', value: `${answers.emergencyContactName}, ${answers.emergencyContactPhone}` },
    { term: 'Preferred session mode', value: INTAKE_SESSION_MODE_LABELS[answers.sessionMode] },
    ...answers.custom.map((item) => ({ term: item.question, value: item.answer || 'No answer' })),
    { term: SAFETY_QUESTION, value: answers.safetyThoughts === 'yes' ? 'Yes' : 'No' },
  ]
  return (
    <dl className="space-y-4" data-testid="intake-answers">
      {rows.map((row) => (
        <div key={row.term}>
          <dt className="text-sm font-semibold text-ink">{row.term}</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-ink-muted">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
