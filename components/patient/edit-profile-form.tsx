'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { refreshAccount } from '@/components/account/account-store'
import { UpdateProfileButtons } from '@/components/forms/form-buttons'
import { ChoiceField } from '@/components/forms/profile-options'
import { showFailure } from '@/components/forms/show-field-errors'
import { Field, Input, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { latestAdultBirthDate } from '@/lib/validation/common'
import { editProfileSchema, type EditProfile, type EditProfileInput } from '@/lib/validation/patient'

/** The form's values: every field as text, '' for an empty one. */
export type EditProfileValues = {
  fullName: string
  email: string
  phoneNumber: string
  address: string
  localGovernment: string
  state: string
  dateOfBirth: string
  gender: string
}

type FieldName = keyof EditProfileValues

/** /edit-patient-profile: the eight fields, UPDATE PROFILE, and a link back to the profile. */
export function EditProfileForm({ initialValues, action }: { initialValues: EditProfileValues; action: ServerAction<EditProfileInput> }) {
  const router = useRouter()
  const { register, handleSubmit, setError, getValues, formState } = useForm<EditProfileInput, unknown, EditProfile>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: initialValues,
  })
  const { errors, isSubmitting } = formState
  const error = (name: FieldName) => errors[name]?.message

  async function onSubmit() {
    // The server parses the raw values again with the same schema.
    const result = await action(getValues())
    if (showFailure(result, setError)) return
    notify.success(result.message ?? 'Profile updated successfully')
    // The header shows the name: let it ask again.
    void refreshAccount()
    router.push('/patient-profile')
    router.refresh()
  }

  const text = (name: FieldName, label: string, props: React.ComponentProps<'input'> = {}, required = false) => (
    <Field label={label} htmlFor={name} error={error(name)} required={required}>
      <Input id={name} {...describedBy(name, error(name))} {...props} {...register(name)} />
    </Field>
  )

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('fullName', 'Full Name', { autoComplete: 'name' }, true)}
        {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' }, true)}
        {text('phoneNumber', 'Phone Number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '08031234567' })}
        {text('address', 'Address', { autoComplete: 'street-address' })}
        {text('localGovernment', 'Local Government')}
        <ChoiceField kind="state" id="state" error={error('state')} registration={register('state')} />
        {text('dateOfBirth', 'Date of Birth', { type: 'date', max: latestAdultBirthDate(new Date()), min: '1900-01-01' })}
        <ChoiceField kind="gender" id="gender" error={error('gender')} registration={register('gender')} />
      </div>
      <UpdateProfileButtons isSubmitting={isSubmitting} profileHref="/patient-profile" />
    </form>
  )
}
