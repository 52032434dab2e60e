'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { notify } from '@/components/ui/notify'
import { postJson, type ApiAnswer } from './post-json'

type PostOptions = {
  /** After success, before the page is rendered again (close the dialog). */
  done?: () => void
  /** After a refusal, before its message is shown (field errors). */
  failed?: (answer: ApiAnswer) => void
  successText: string
  failureText: string
}

/**
 * The admin dialogs' POST to the HTTP API: the answer's message as a notice, then the page rendered
 * again by the server. A 409 (someone else changed it meanwhile) renders the page again too, so the
 * admin sees what happened. One call at a time: `isSending` while it runs.
 */
export function useRefreshingPost() {
  const router = useRouter()
  const [isSending, setSending] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()

  async function post(path: string, body: unknown, { done, failed, successText, failureText }: PostOptions): Promise<void> {
    setSending(true)
    try {
      const answer = await postJson(path, body)
      if (!answer.ok) {
        failed?.(answer)
        notify.error(answer.message ?? failureText)
        if (answer.status === 409) startRefresh(() => router.refresh())
        return
      }
      notify.success(answer.message ?? successText)
      done?.()
      startRefresh(() => router.refresh())
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setSending(false)
    }
  }

  return { post, isSending, isRefreshing }
}
