'use client'

import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { describedBy, Field, Input } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import { dataExportSchema } from '@/lib/validation/data-export'

const FALLBACK_NAME = 'alafia-data.zip'
const UNEXPECTED = 'Your data could not be prepared. Please try again.'

/** The file name the server gave in Content-Disposition (alafia-data-YYYY-MM-DD.zip). */
function attachmentName(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? FALLBACK_NAME
}

/** Hands the ZIP to the browser as a download, without leaving the page. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * "Download your data" in the privacy centre: the password again, then one ZIP of everything Alafia
 * holds about the person (POST /api/v1/user/export), saved by the browser.
 */
export function DownloadData() {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isWorking, setWorking] = useState(false)

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = dataExportSchema.safeParse({ password })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setError(undefined)
    setWorking(true)
    try {
      const response = await fetch('/api/v1/user/export', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string }
        // A wrong password belongs under its field; anything else (too many tries, signed out) is a notice.
        if (response.status === 400) setError(body.message ?? UNEXPECTED)
        else notify.error(body.message ?? UNEXPECTED)
        return
      }
      saveFile(await response.blob(), attachmentName(response.headers.get('content-disposition')))
      setPassword('')
      notify.success('Your data is downloading.')
    } catch {
      notify.error(UNEXPECTED)
    } finally {
      setWorking(false)
    }
  }

  return (
    <Card role="region" aria-labelledby="download-data-title">
      <h2 id="download-data-title" className="text-xl font-semibold">
        Download your data
      </h2>
      <p className="mt-2 leading-relaxed text-ink-muted">
        One ZIP file of everything Alafia holds about you: your profile, sessions and payments, reviews and comments, consents, notification
        settings, messages, sign-ins and the rest, with a README saying what each part is. Other people appear by first name and initial
        only. Keep the file somewhere safe: it may hold health information.
      </p>
      <form onSubmit={download} noValidate className="mt-4 space-y-4 sm:max-w-md">
        <Field label="Your password" htmlFor="export-password" error={error} hint="For your safety, enter the password you sign in with.">
          <Input
            id="export-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...describedBy('export-password', error)}
          />
        </Field>
        <Button type="submit" disabled={isWorking}>
          {isWorking ? 'Preparing your data...' : 'Download my data'}
        </Button>
      </form>
    </Card>
  )
}
