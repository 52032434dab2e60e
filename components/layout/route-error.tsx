'use client'

import { useEffect, type ReactNode } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'

/** What Next gives an error.tsx. */
export type ErrorProps = { error: unknown; retry: () => void }

type RouteErrorProps = ErrorProps & {
  /**
   * `area`: inside a frame that stays (the admin area, the dashboard), left-aligned; `page`: the
   * public shell's own, centred and large; `notice`: one page's data could not be loaded.
   */
  look: 'area' | 'page' | 'notice'
  /** The way on besides Try again. */
  back: { href: string; label: string }
  /** The heading; `notice` says what failed, the others say "Something went wrong". */
  title?: string
  children?: ReactNode
}

const AREA_TEXT = 'This page could not be shown just now. Please try again in a moment.'
const PAGE_TEXT =
  'We are sorry: this page could not be shown just now. Please try again in a moment. If it keeps happening, you can always reach us from the contact page.'

/** Every error.tsx: say so gently, log the error (its digest matches the server log), offer Try again and a way on. */
export function RouteError({ error, retry, look, back, title = 'Something went wrong', children }: RouteErrorProps) {
  useEffect(() => {
    // Server errors arrive with a digest that matches the server log; the message is generic in production.
    console.error(error)
  }, [error])

  const size = look === 'page' ? 'lg' : undefined
  const buttons = (
    <>
      <Button size={size} onClick={() => retry()}>
        Try again
      </Button>
      <ButtonLink href={back.href} variant="secondary" size={size}>
        {back.label}
      </ButtonLink>
    </>
  )

  if (look === 'notice') {
    return (
      <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <div className="flex flex-wrap justify-center gap-3">{buttons}</div>
      </section>
    )
  }
  const isPage = look === 'page'
  return (
    <section
      className={
        isPage
          ? 'mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center'
          : 'flex w-full flex-1 flex-col items-start justify-center gap-6 px-4 py-16 sm:px-6'
      }
    >
      <div className={isPage ? 'space-y-3' : 'max-w-xl space-y-3'}>
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="leading-relaxed text-ink-muted">{children ?? (isPage ? PAGE_TEXT : AREA_TEXT)}</p>
      </div>
      <div className={isPage ? 'flex flex-wrap items-center justify-center gap-3' : 'flex flex-wrap items-center gap-3'}>{buttons}</div>
    </section>
  )
}
