'use client'

import { useActionState, useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { CONCERNS } from '@/lib/matching/concerns'
import { BUDGET_BANDS, budgetLabel, GENDER_CHOICES, MATCH_LANGUAGES, matchLanguageLabel, START_WINDOWS } from '@/lib/matching/preferences'
import { MatchQuestion } from './match-question'
import { MatchResults } from './match-results'
import type { MatchFormAction } from './match-types'

const LANGUAGE_CHOICES = MATCH_LANGUAGES.map((language) => ({ value: language, label: matchLanguageLabel(language) }))
const BUDGET_CHOICES = BUDGET_BANDS.map((band) => ({ value: band.value, label: budgetLabel(band.value) }))

/**
 * The five questions and, once answered, the matches above them. A plain form of radios posted to a
 * server action: it works before the page's JavaScript has loaded, the browser carries no schema, and
 * the answers travel in the request's body, never in a URL.
 */
export function MatchForm({ action }: { action: MatchFormAction }) {
  const [state, formAction, isPending] = useActionState(action, null)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const outcome = state?.ok ? state.data : undefined
  const errors = state && !state.ok ? state.fieldErrors : undefined
  const answers = outcome?.answers

  useEffect(() => {
    const heading = resultsHeading.current
    if (!state?.ok || !heading) return
    // Scrolled by hand: focus() alone would leave the heading under the sticky site header.
    heading.scrollIntoView({ block: 'start' })
    heading.focus({ preventScroll: true })
  }, [state])

  return (
    <div className="space-y-10">
      {outcome && <MatchResults matches={outcome.matches} headingRef={resultsHeading} />}
      <form action={formAction} aria-labelledby="match-form-heading" className="space-y-8 rounded-3xl border border-sand-200 bg-sand-50 p-5 sm:p-8">
        <h2 id="match-form-heading" className="text-2xl font-semibold">
          {outcome ? 'Change your answers' : 'Five questions'}
        </h2>
        {state && !state.ok && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {state.message}
          </p>
        )}
        <MatchQuestion name="concern" legend="What brings you here?" choices={CONCERNS} defaultValue={answers?.concern} error={errors?.concern?.[0]} stacked />
        <MatchQuestion
          name="language"
          legend="Which language would you like to speak?"
          choices={LANGUAGE_CHOICES}
          defaultValue={answers?.language ?? 'English'}
          error={errors?.language?.[0]}
        />
        <MatchQuestion
          name="gender"
          legend="Would you rather talk to a woman or a man?"
          choices={GENDER_CHOICES}
          defaultValue={answers?.gender ?? 'Any'}
          error={errors?.gender?.[0]}
        />
        <MatchQuestion
          name="budget"
          legend="What can you pay for one session?"
          hint="A session is one hour."
          choices={BUDGET_CHOICES}
          defaultValue={answers?.budget}
          error={errors?.budget?.[0]}
        />
        <MatchQuestion name="start" legend="When would you like to start?" choices={START_WINDOWS} defaultValue={answers?.start} error={errors?.start?.[0]} />
        <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto">
          {isPending ? 'Finding your matches…' : 'Show my matches'}
        </Button>
      </form>
    </div>
  )
}
