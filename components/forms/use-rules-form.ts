'use client'

import { useRef, useState, type FormEvent } from 'react'

// The forms on a new visitor's way to a booking (login, sign-up, Join the waitlist) check plain rules
// (lib/validation/account-rules.ts, waitlist-form.ts) with this hook instead of react-hook-form, which
// is about 13 KB gzip on that walk (issue 24, decision 050). It keeps the behaviour people know from
// the site's other forms: nothing is checked until the first submit, the problems then show beside
// their fields and the first of them takes the focus, and from then on a field is checked again as it
// changes. The inputs stay uncontrolled (the browser keeps what is typed); the hook follows their values.

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
type Values = Record<string, string | undefined>
export type FieldError = { message?: string }

/** What `register(name)` spreads onto an input, select or radio: react-hook-form's shape, so shared fields take either. */
export type RulesFieldRegistration<Name extends string = string> = {
  name: Name
  ref: (element: FieldElement | null) => void
  onChange: (event: { target: unknown }) => Promise<void>
  onBlur: () => Promise<void>
}

type Options<V extends Values> = {
  defaultValues: V
  /** Each field's first problem; a field without one is left out. */
  problems: (values: V) => Partial<Record<keyof V & string, string>>
}

export function useRulesForm<V extends Values>({ defaultValues, problems }: Options<V>) {
  const values = useRef<V>({ ...defaultValues })
  const elements = useRef(new Map<string, FieldElement[]>())
  const order = useRef<string[]>([])
  const [shown, setShown] = useState<V>(defaultValues)
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, FieldError>>>({})
  const [isSubmitted, setIsSubmitted] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)

  function attach(name: string, element: FieldElement) {
    const known = elements.current.get(name) ?? []
    if (known.includes(element)) return
    elements.current.set(name, [...known.filter((other) => other.isConnected), element])
    if (!order.current.includes(name)) order.current.push(name)
    // A field that appears (again) shows what it last held.
    const value = values.current[name] ?? ''
    if (element instanceof HTMLInputElement && element.type === 'radio') element.checked = element.value === value
    else element.value = value
  }

  function register<Name extends keyof V & string>(name: Name): RulesFieldRegistration<Name> {
    return {
      name,
      ref: (element) => {
        if (element) attach(name, element)
      },
      onChange: async (event) => {
        const target = event.target as FieldElement
        if (target instanceof HTMLInputElement && target.type === 'radio' && !target.checked) return
        values.current = { ...values.current, [name]: target.value }
        setShown(values.current)
        if (isSubmitted) {
          const problem = problems(values.current)[name]
          setErrors((current) => ({ ...current, [name]: problem === undefined ? undefined : { message: problem } }))
        }
      },
      onBlur: async () => {},
    }
  }

  // What the fields hold now: the change events normally say it already, but whatever filled a field
  // (a password manager, the browser's autofill) the form sends what the person sees.
  function readFields() {
    const read: Values = {}
    for (const [name, list] of elements.current) {
      const connected = list.filter((element) => element.isConnected)
      if (connected.length === 0) continue
      const radios = connected.filter((element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'radio')
      read[name] = radios.length > 0 ? (radios.find((radio) => radio.checked)?.value ?? values.current[name]) : connected[0]!.value
    }
    values.current = { ...values.current, ...read }
    setShown(values.current)
  }

  function focusFirst(names: string[]) {
    const first = order.current.find((name) => names.includes(name))
    elements.current.get(first ?? '')?.find((element) => element.isConnected)?.focus()
  }

  function handleSubmit(onValid: (values: V) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (isSubmitting) return
      setIsSubmitted(true)
      readFields()
      const found = problems(values.current)
      const names = Object.keys(found).filter((name) => found[name as keyof V & string] !== undefined)
      setErrors(Object.fromEntries(names.map((name) => [name, { message: found[name as keyof V & string] }])) as Partial<Record<keyof V & string, FieldError>>)
      if (names.length > 0) {
        focusFirst(names)
        return
      }
      setIsSubmitting(true)
      try {
        await onValid({ ...values.current })
      } finally {
        setIsSubmitting(false)
      }
    }
  }

  /** Puts a problem the server found beside its field (the server's answer after the browser's check passed). */
  function setError(name: string, error: FieldError) {
    setErrors((current) => ({ ...current, [name]: error }))
  }

  return {
    register,
    handleSubmit,
    setError,
    getValues: () => ({ ...values.current }),
    /** The field's current value, for parts of the form that depend on it. */
    watch: <Name extends keyof V & string>(name: Name): V[Name] => shown[name],
    formState: { errors, isSubmitting },
  }
}
