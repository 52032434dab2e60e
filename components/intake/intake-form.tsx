'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { showFieldErrors } from '@/components/forms/show-field-errors'
import { Button, ButtonLink } from '@/components/ui/button'
import { Field, Input, Textarea, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import {
  INTAKE_SESSION_MODE_LABELS,
  INTAKE_SESSION_MODES,
  intakeFormSchema,
  MAX_LONG_ANSWER,
  SAFETY_QUESTION,
  type IntakeAnswers,
  type IntakeFormInput,
  type IntakeFormValues as Output,
} from '@/lib/validation/intake'
import { ChoiceGroup } from './choice-group'
import { CrisisHelpPanel } from './crisis-help-panel'
import { NeedHelpLink } from './need-help-link'

type Props = { appointmentId: string; therapistName: string; questions: string[]; answers: IntakeAnswers | null; action: ServerAction<IntakeFormInput> }

const MODES = INTAKE_SESSION_MODES.map((value) => ({ value, label: INTAKE_SESSION_MODE_LABELS[value] }))
const YES_NO = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
]

function initialValues(appointmentId: string, questions: string[], answers: IntakeAnswers | null): IntakeFormInput {
  if (!answers) {
    return { appointmentId, reason: '', previousTherapy: '', medication: '', addressAs: '', emergencyContactName: '', emergencyContactPhone: '', customAnswers: questions.map(() => '') } as IntakeFormInput
  }
  const { custom, ...rest } = answers
  return { appointmentId, ...rest, customAnswers: custom.map((item) => item.answer) }
}

/**
 * The intake: a few questions before the first session, the therapist's own ones, and the safety
 * question. A "yes" shows the crisis lines at once, before anything is sent.
 */
export function IntakeForm({ appointmentId, therapistName, questions, answers, action }: Props) {
  const { register, handleSubmit, setError, control, formState } = useForm<IntakeFormInput, unknown, Output>({
    resolver: zodResolver(intakeFormSchema),
    defaultValues: initialValues(appointmentId, questions, answers),
  })
  const { errors, isSubmitting } = formState
  const error = (name: keyof IntakeFormInput) => errors[name]?.message
  const safety = useWatch({ control, name: 'safetyThoughts' })
  const [saved, setSaved] = useState(answers !== null)
  const crisisRef = useRef<HTMLDivElement>(null)

  // The help comes to the person: scrolled into view (not focused: they may still be answering).
  useEffect(() => {
    if (safety === 'yes') crisisRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' })
  }, [safety])

  async function onSubmit(values: Output) {
    const result = await action(values)
    if (!result.ok) {
      showFieldErrors(setError, result.fieldErrors)
      notify.error(result.message)
      return
    }
    setSaved(true)
    notify.success(result.message ?? 'Saved')
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6" aria-label="Intake form">
      <p className="text-sm text-ink-muted">
        Only you and {therapistName} can read your answers. <NeedHelpLink className="ml-1" />
      </p>
      <Field label="What brings you to therapy?" htmlFor="reason" error={error('reason')} required>
        <Textarea id="reason" rows={4} maxLength={MAX_LONG_ANSWER} aria-required="true" {...describedBy('reason', error('reason'))} {...register('reason')} />
      </Field>
      <Field label="Have you had therapy or counselling before?" htmlFor="previousTherapy" hint="For example: never, or a few sessions last year and what helped." error={error('previousTherapy')} required>
        <Textarea id="previousTherapy" rows={3} maxLength={MAX_LONG_ANSWER} aria-required="true" {...describedBy('previousTherapy', error('previousTherapy'))} {...register('previousTherapy')} />
      </Field>
      <Field label="Current medication (optional)" htmlFor="medication" error={error('medication')}>
        <Textarea id="medication" rows={2} className="min-h-20" {...describedBy('medication', error('medication'))} {...register('medication')} />
      </Field>
      <Field label="How would you like to be addressed?" htmlFor="addressAs" hint="A name, and pronouns if you like." error={error('addressAs')} required>
        <Input id="addressAs" aria-required="true" {...describedBy('addressAs', error('addressAs'))} {...register('addressAs')} />
      </Field>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-ink">Emergency contact</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" htmlFor="emergencyContactName" error={error('emergencyContactName')} required>
            <Input id="emergencyContactName" autoComplete="off" aria-required="true" {...describedBy('emergencyContactName', error('emergencyContactName'))} {...register('emergencyContactName')} />
          </Field>
          <Field label="Phone number" htmlFor="emergencyContactPhone" error={error('emergencyContactPhone')} required>
            <Input id="emergencyContactPhone" type="tel" inputMode="tel" autoComplete="off" aria-required="true" {...describedBy('emergencyContactPhone', error('emergencyContactPhone'))} {...register('emergencyContactPhone')} />
          </Field>
        </div>
      </fieldset>
      <ChoiceGroup legend="How would you prefer to meet?" name="sessionMode" choices={MODES} error={error('sessionMode')} registration={register('sessionMode')} required />
      {questions.map((question, index) => (
        <Field key={question} label={question} htmlFor={`custom-${index}`} error={errors.customAnswers?.[index]?.message}>
          <Textarea id={`custom-${index}`} rows={3} className="min-h-20" maxLength={MAX_LONG_ANSWER} {...register(`customAnswers.${index}`)} />
        </Field>
      ))}
      <ChoiceGroup legend={SAFETY_QUESTION} name="safetyThoughts" choices={YES_NO} error={error('safetyThoughts')} registration={register('safetyThoughts')} required />
      <div ref={crisisRef} aria-live="polite">
        {safety === 'yes' && <CrisisHelpPanel />}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : saved ? 'Save changes' : 'Send my answers'}
        </Button>
        {saved && (
          <ButtonLink href="/patient-profile" size="lg" variant="secondary">
            Back to my appointments
          </ButtonLink>
        )}
      </div>
    </form>
  )
}
