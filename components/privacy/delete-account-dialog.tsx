'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { refreshAccount } from '@/components/account/account-store'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { describedBy, Field, Input } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import { eraseAccountFormSchema, type EraseAccountForm } from '@/lib/validation/erase-account'

/**
 * The button and its dialog: the password again and "I understand this cannot be undone". On success
 * the person is signed out (the answer cleared the cookie) and lands on the home page with a toast.
 */
export function DeleteAccountDialog() {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const form = useForm<EraseAccountForm>({ resolver: zodResolver(eraseAccountFormSchema), defaultValues: { password: '', understood: false } })
  const { errors, isSubmitting } = form.formState

  function close() {
    if (isSubmitting) return
    setOpen(false)
    form.reset()
  }

  async function erase({ password }: EraseAccountForm) {
    try {
      const response = await fetch('/api/v1/user/erase-account', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> }
      if (!response.ok) {
        const message = body.message ?? 'An unexpected error occurred.'
        if (body.errors?.password) form.setError('password', { message: body.errors.password[0] ?? message })
        else notify.error(message)
        return
      }
      notify.success(body.message ?? 'Your account has been deleted.')
      await refreshAccount()
      setOpen(false)
      router.push('/')
      router.refresh()
    } catch {
      notify.error('An unexpected error occurred.')
    }
  }

  return (
    <>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onClose={close} title="Delete your account?">
        <form onSubmit={form.handleSubmit(erase)} noValidate className="space-y-4">
          <p className="leading-relaxed text-ink-muted">
            Your upcoming paid sessions are cancelled with a full refund, your threads close and your name, email and phone are removed. This
            cannot be undone.
          </p>
          <Field label="Your password" htmlFor="erase-password" error={errors.password?.message} required>
            <Input id="erase-password" type="password" autoComplete="current-password" {...describedBy('erase-password', errors.password?.message)} {...form.register('password')} />
          </Field>
          <div>
            <label className="flex items-start gap-3 leading-relaxed">
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-red-700"
                {...describedBy('erase-understood', errors.understood?.message)}
                {...form.register('understood')}
              />
              <span>I understand this cannot be undone</span>
            </label>
            {errors.understood?.message && (
              <p id="erase-understood-error" role="alert" className="mt-1 text-sm text-red-700">
                {errors.understood.message}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              {isSubmitting ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
