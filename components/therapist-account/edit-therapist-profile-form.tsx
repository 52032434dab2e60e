'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm, useWatch, type DefaultValues } from 'react-hook-form'
import { refreshAccount } from '@/components/account/account-store'
import { UpdateProfileButtons } from '@/components/forms/form-buttons'
import { ChoiceField } from '@/components/forms/profile-options'
import { showFailure } from '@/components/forms/show-field-errors'
import { Field, Input, Textarea, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import {
  MAX_BIO_LENGTH,
  MAX_YEARS_OF_EXPERIENCE,
  SPECIALTY_SLOTS,
  editTherapistProfileSchema,
  type EditTherapistProfile,
  type EditTherapistProfileInput,
} from '@/lib/validation/therapist'
import { toFormData } from './form-data'
import { ProfilePhotoField, usePhotoChoice } from './profile-photo-field'
import { FaithField, LanguagesField } from './languages-and-faith-fields'
import { SessionModesField } from './session-modes-field'
import { SpecialtyFields } from './specialty-fields'

/** The form's values: every field as text ('' for an unused specialty slot). */
export type EditTherapistProfileValues = Record<
  | 'fullName' | 'email' | 'bio' | 'gender' | 'fee' | 'phoneNumber' | 'yearsOfExperience' | 'address' | 'localGovernment' | 'state'
  | 'specialtyOne' | 'specialtyTwo' | 'specialtyThree' | 'specialtyFour' | 'specialtyFive' | 'faith',
  string
> & { sessionModes: string[]; languages: string[] }

type Name = Exclude<keyof EditTherapistProfileValues, 'sessionModes' | 'languages'>
const ID = 'tedit'

/** /update-therapist-profile: the profile fields, an optional new photo, UPDATE PROFILE and View Profile. */
export function EditTherapistProfileForm({ initialValues, photoUrl, action }: { initialValues: EditTherapistProfileValues; photoUrl: string | null; action: ServerAction<FormData> }) {
  const router = useRouter()
  const photo = usePhotoChoice()
  const { register, control, handleSubmit, setError, getValues, formState } = useForm<EditTherapistProfileInput, unknown, EditTherapistProfile>({
    resolver: zodResolver(editTherapistProfileSchema),
    // Text as the inputs hold it; an unset gender or state ('') shows the select's prompt.
    defaultValues: initialValues as DefaultValues<EditTherapistProfileInput>,
  })
  const { errors, isSubmitting } = formState
  const error = (name: Name) => errors[name]?.message
  const chosenSpecialties = useWatch({ control, name: [...SPECIALTY_SLOTS] })

  async function onSubmit() {
    const result = await action(toFormData(getValues(), photo.photo))
    if (showFailure(result, setError, { elsewhere: { profilePhoto: photo.showError } })) return
    notify.success(result.message ?? 'Profile updated successfully')
    // The header shows the name: let it ask again.
    void refreshAccount()
    router.push('/therapist-profile')
    router.refresh()
  }

  const text = (name: Name, label: string, props: React.ComponentProps<'input'> = {}) => {
    const id = `${ID}-${name}`
    return (
      <Field label={label} htmlFor={id} error={error(name)} required>
        <Input id={id} {...describedBy(id, error(name))} {...props} {...register(name)} />
      </Field>
    )
  }

  return (
    <form method="post" encType="multipart/form-data" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-8">
      <ProfilePhotoField currentUrl={photoUrl} {...photo.field} />

      <div className="grid gap-5 sm:grid-cols-2">
        {text('fullName', 'Full Name', { autoComplete: 'name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <ChoiceField kind="gender" id={`${ID}-gender`} error={error('gender')} required registration={register('gender')} />
        {text('phoneNumber', 'Phone Number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '08031234567' })}
        {text('fee', 'Hourly Fee (₦)', { inputMode: 'numeric', placeholder: '15000' })}
        {text('yearsOfExperience', 'Years of Experience', { type: 'number', inputMode: 'numeric', min: 0, max: MAX_YEARS_OF_EXPERIENCE, step: 1 })}
      </div>

      <SessionModesField registration={register('sessionModes')} error={errors.sessionModes?.message} idPrefix={ID} />

      <LanguagesField registration={register('languages')} error={errors.languages?.message} idPrefix={ID} />

      <div className="grid gap-5 sm:grid-cols-2">
        <FaithField registration={register('faith')} error={error('faith')} idPrefix={ID} />
      </div>

      <SpecialtyFields chosen={chosenSpecialties} fieldProps={(slot) => register(slot)} errorFor={error} idPrefix={ID} />

      <Field label="About Me" htmlFor={`${ID}-bio`} error={error('bio')} required>
        <Textarea id={`${ID}-bio`} maxLength={MAX_BIO_LENGTH} {...describedBy(`${ID}-bio`, error('bio'))} {...register('bio')} />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('address', 'Address', { autoComplete: 'street-address' })}</div>
        {text('localGovernment', 'Local Government')}
        <ChoiceField kind="state" id={`${ID}-state`} error={error('state')} required registration={register('state')} />
      </div>

      <UpdateProfileButtons isSubmitting={isSubmitting} profileHref="/therapist-profile" />
    </form>
  )
}
