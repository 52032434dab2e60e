'use client'

import { useRouter } from 'next/navigation'
import { refreshAccount } from '@/components/account/account-store'
import { useRulesForm } from '@/components/forms/use-rules-form'
import { signInWithPassword } from './password-sign-in'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'
import { notify } from '@/components/ui/notify'
import { RegisterButtons } from '@/components/forms/form-buttons'
import { ChoiceField } from '@/components/forms/profile-options'
import { showFailure } from '@/components/forms/show-field-errors'
import { Field, Input, describedBy } from '@/components/ui/field'
import type { ServerAction } from '@/lib/action-result'
import { latestAdultBirthDate, patientRegistrationProblems, type PatientRegistrationFields } from '@/lib/validation/account-rules'
import type { PatientRegistrationInput } from '@/lib/validation/auth'

// Gender and state start unset: their selects show "Select gender" / "Select state".
const EMPTY: PatientRegistrationFields = {
  fullName: '', email: '', password: '', phoneNumber: '', dateOfBirth: '', address: '', localGovernment: '',
}

export function PatientRegistrationForm({ action }: { action: ServerAction<PatientRegistrationInput> }) {
  const router = useRouter()
  // As the page's server check does: a signed-in person has an account already.
  useLeaveIfSignedIn(() => '/')
  const { register, handleSubmit, setError, formState } = useRulesForm<PatientRegistrationFields>({ problems: patientRegistrationProblems, defaultValues: EMPTY })
  const { errors, isSubmitting } = formState
  const error = (name: keyof PatientRegistrationFields) => errors[name]?.message

  async function onSubmit(values: PatientRegistrationFields) {
    // The server validates the raw input again with its zod schema, built on the same rules.
    const result = await action(values as PatientRegistrationInput)
    if (showFailure(result, setError)) return
    notify.success(result.message ?? 'Registration successful')
    const signedIn = await signInWithPassword({ email: values.email, password: values.password, portal: 'user' })
    await refreshAccount()
    router.replace(signedIn.ok ? '/' : '/patient-login')
  }

  const text = (name: keyof PatientRegistrationFields & string, label: string, props: React.ComponentProps<'input'> = {}) => (
    <Field label={label} htmlFor={name} error={error(name)} required>
      <Input id={name} {...describedBy(name, error(name))} {...props} {...register(name)} />
    </Field>
  )

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('fullName', 'Full Name', { autoComplete: 'name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
        <ChoiceField kind="gender" id="gender" error={error('gender')} required registration={register('gender')} />
        {text('phoneNumber', 'Phone Number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '08031234567' })}
        {text('dateOfBirth', 'Date of Birth', { type: 'date', max: latestAdultBirthDate(new Date()), min: '1900-01-01' })}
        {text('address', 'Address', { autoComplete: 'street-address' })}
        {text('localGovernment', 'Local Government')}
        <ChoiceField kind="state" id="state" error={error('state')} required registration={register('state')} />
      </div>
      <RegisterButtons isSubmitting={isSubmitting} other={{ href: '/therapist-registration', label: 'Register as a Therapist' }} />
    </form>
  )
}
