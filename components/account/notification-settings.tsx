'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { calendarEventTitle, DISCREET_EVENT_TITLE } from '@/lib/calendar/event-title'
import type { NotificationPreferences } from '@/lib/server/notifications/view-notification-preferences'
import {
  NEEDS_PHONE,
  notificationPreferencesSchema,
  PREFERENCES_SAVED,
  type NotificationPreferencesChoice,
  type NotificationPreferencesInput,
} from '@/lib/validation/notification-preferences'

type Props = {
  preferences: NotificationPreferences
  action: ServerAction<NotificationPreferencesInput, NotificationPreferences>
  /** Where the phone number is added: the profile's edit page. */
  editProfileHref: string
  /** How the descriptive calendar title names the other person: "Dr …" for a patient, "your patient" for a therapist. */
  otherParty: string
}

const valuesOf = (preferences: NotificationPreferences): NotificationPreferencesInput => ({
  email: preferences.email,
  sms: preferences.sms,
  whatsapp: preferences.whatsapp,
  calendarTitle: preferences.calendarTitle,
})

/**
 * The Notifications card of the profile pages (decision 025): which channels session reminders come
 * on, and what calendar invites are called. SMS and WhatsApp need a mobile number on the profile;
 * without one their boxes are disabled and say where to add it.
 *
 * The form starts again whenever the saved settings change: coming back from the profile's edit page
 * can show the cached page first and the fresh settings a moment later (the number just removed), and
 * the boxes must then show what is saved, not what the first render held.
 */
export function NotificationSettings(props: Props) {
  const { email, sms, whatsapp, calendarTitle, phone } = props.preferences
  return <SettingsForm key={JSON.stringify([email, sms, whatsapp, calendarTitle, phone])} {...props} />
}

function SettingsForm({ preferences, action, editProfileHref, otherParty }: Props) {
  const router = useRouter()
  const { register, handleSubmit, setError, reset, formState } = useForm<NotificationPreferencesInput, unknown, NotificationPreferencesChoice>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: valuesOf(preferences),
  })
  const { errors, isSubmitting } = formState
  const hasPhone = preferences.phone !== null
  const textHint = hasPhone ? (
    <>Texts go to {preferences.phone}, the number on your profile.</>
  ) : (
    <>
      {NEEDS_PHONE}{' '}
      <Link href={editProfileHref} className="font-semibold text-brand-800 underline underline-offset-4">
        Add your number
      </Link>
    </>
  )

  async function onSubmit(choice: NotificationPreferencesChoice) {
    const result = await action(choice)
    if (showFailure(result, setError, { fields: ['email', 'sms', 'whatsapp', 'calendarTitle'] })) return
    notify.success(result.message ?? PREFERENCES_SAVED)
    if (result.data) reset(valuesOf(result.data))
    router.refresh()
  }

  return (
    <section aria-labelledby="notification-settings-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="notification-settings-heading" className="text-2xl font-semibold">
        Notifications
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        Alafia reminds you of each session 24 hours before it and again in the hour before it starts, with the link to join.
      </p>

      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 space-y-8">
        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-ink">Session reminders</legend>
          <p id="reminder-texts-hint" className="mt-1 max-w-prose text-sm text-ink-muted">
            Texts say only “Your Alafia session is at 3:00 PM today”: never who it is with or what it is about.
          </p>
          <div className="mt-4 space-y-3">
            <Choice type="checkbox" id="notify-email" label="Email" hint="The details of the session, to your email address." error={errors.email?.message} {...register('email')} />
            <Choice type="checkbox" id="notify-sms" label="SMS" hint={textHint} disabled={!hasPhone} error={errors.sms?.message} {...register('sms')} />
            <Choice type="checkbox" id="notify-whatsapp" label="WhatsApp" hint={textHint} disabled={!hasPhone} error={errors.whatsapp?.message} {...register('whatsapp')} />
          </div>
        </fieldset>

        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-ink">Calendar invites</legend>
          <p className="mt-1 max-w-prose text-sm text-ink-muted">What the session is called in your calendar, where others may see it.</p>
          <div className="mt-4 space-y-3">
            <Choice type="radio" id="calendar-title-discreet" value="Discreet" label={DISCREET_EVENT_TITLE} hint="Says nothing about what the session is. Recommended." {...register('calendarTitle')} />
            <Choice
              type="radio"
              id="calendar-title-descriptive"
              value="Descriptive"
              label={calendarEventTitle({ style: 'Descriptive', otherParty })}
              hint="Anyone who sees your calendar can read it."
              {...register('calendarTitle')}
            />
          </div>
        </fieldset>

        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save settings'}
        </Button>
      </form>
    </section>
  )
}

type ChoiceProps = React.ComponentProps<'input'> & { id: string; label: string; hint: ReactNode; error?: string }

/** A checkbox or radio button as one large row (a 44 px target on phones), its hint and error read with it. */
function Choice({ id, label, hint, error, disabled, className, ...input }: ChoiceProps) {
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <div
        className={
          disabled
            ? 'flex gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4'
            : 'flex gap-3 rounded-xl border border-sand-200 p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50'
        }
      >
        <input
          id={id}
          disabled={disabled}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700 disabled:cursor-not-allowed"
          {...input}
        />
        <div className="min-w-0">
          <label htmlFor={id} className={disabled ? 'font-semibold text-ink-muted' : 'cursor-pointer font-semibold text-ink'}>
            {label}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm break-words text-ink-muted">
            {hint}
          </p>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
