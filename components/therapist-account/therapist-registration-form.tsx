'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm, useWatch, type DefaultValues } from 'react-hook-form'
import { RegisterButtons } from '@/components/forms/form-buttons'
import { ChoiceField } from '@/components/forms/profile-options'
import { showFailure } from '@/components/forms/show-field-errors'
import { Field, Input, Textarea, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import {
  MAX_BIO_LENGTH,
  MAX_FEE_NAIRA,
  MAX_YEARS_OF_EXPERIENCE,
  MIN_FEE_NAIRA,
  SPECIALTY_SLOTS,
  therapistRegistrationSchema,
  type TherapistRegistration,
  type TherapistRegistrationInput,
} from '@/lib/validation/therapist'
import { toFormData } from './form-data'
import { ProfilePhotoField, usePhotoChoice } from './profile-photo-field'
import { SpecialtyFields } from './specialty-fields'

// Gender, state and the specialties start unset: their selects show their prompts.
const EMPTY: DefaultValues<TherapistRegistrationInput> = {
  fullName: '', email: '', password: '', bio: '', fee: '', phoneNumber: '', yearsOfExperience: '', address: '', localGovernment: '',
  specialtyOne: '', specialtyTwo: '', specialtyThree: '', specialtyFour: '', specialtyFive: '',
}

type Name = keyof TherapistRegistrationInput
const ID = 'treg'

/** /therapist-registration: every profile field, an optional photo; success goes to the therapist login. */
export function TherapistRegistrationForm({ action }: { action: ServerAction<FormData> }) {
  const router = useRouter()
  const photo = usePhotoChoice()
  const { register, control, handleSubmit, setError, getValues, formState } = useForm<TherapistRegistrationInput, unknown, TherapistRegistration>({
    resolver: zodResolver(therapistRegistrationSchema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = formState
  const error = (name: Name) => errors[name]?.message
  const chosenSpecialties = useWatch({ control, name: [...SPECIALTY_SLOTS] })

  async function onSubmit() {
    // The server parses the raw values again with the same schema and checks the photo's bytes.
    const result = await action(toFormData(getValues(), photo.photo))
    if (showFailure(result, setError, { elsewhere: { profilePhoto: photo.showError } })) return
    notify.success(result.message ?? 'Registration successful. Please log in.')
    router.push('/therapist-login')
  }

  const text = (name: Name, label: string, props: React.ComponentProps<'input'> = {}, hint?: string) => {
    const id = `${ID}-${name}`
    return (
      <Field label={label} htmlFor={id} error={error(name)} hint={hint} required>
        <Input id={id} {...describedBy(id, error(name))} aria-describedby={error(name) ? `${id}-error` : hint ? `${id}-hint` : undefined} {...props} {...register(name)} />
      </Field>
    )
  }

  return (
    <form method="post" encType="multipart/form-data" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-8">
      <ProfilePhotoField {...photo.field} />

      <div className="grid gap-5 sm:grid-cols-2">
        {text('fullName', 'Full Name', { autoComplete: 'name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('password', 'Password', { type: 'password', autoComplete: 'new-password' }, 'At least 8 characters.')}
        <ChoiceField kind="gender" id={`${ID}-gender`} error={error('gender')} required registration={register('gender')} />
        {text('phoneNumber', 'Phone Number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '08031234567' })}
        {text(
          'fee',
          'Hourly Fee (₦)',
          { inputMode: 'numeric', placeholder: '15000' },
          `Whole naira per hour, from ₦${MIN_FEE_NAIRA.toLocaleString('en-NG')} to ₦${MAX_FEE_NAIRA.toLocaleString('en-NG')}.`,
        )}
        {text('yearsOfExperience', 'Years of Experience', { type: 'number', inputMode: 'numeric', min: 0, max: MAX_YEARS_OF_EXPERIENCE, step: 1 })}
      </div>

      <SpecialtyFields chosen={chosenSpecialties} fieldProps={(slot) => register(slot)} errorFor={error} idPrefix={ID} />

      <Field label="About Me" htmlFor={`${ID}-bio`} error={error('bio')} hint="Your approach, training and who you help. Shown on your public profile." required>
        <Textarea
          id={`${ID}-bio`}
          maxLength={MAX_BIO_LENGTH}
          {...describedBy(`${ID}-bio`, error('bio'))}
          aria-describedby={error('bio') ? `${ID}-bio-error` : `${ID}-bio-hint`}
          {...register('bio')}
        />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('address', 'Address', { autoComplete: 'street-address' })}</div>
        {text('localGovernment', 'Local Government')}
        <ChoiceField kind="state" id={`${ID}-state`} error={error('state')} required registration={register('state')} />
      </div>

      <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        After you register, upload your certificate, CAC document and logo. An administrator reviews them before your profile is listed.
      </p>

      <RegisterButtons isSubmitting={isSubmitting} other={{ href: '/patient-registration', label: 'Register as a User' }} />
    </form>
  )
}
