'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { describedBy, Textarea } from '@/components/ui/field'
import type { ServerAction } from '@/lib/action-result'
import type { MessageView } from '@/lib/server/messages/message-dto'
import { formatLagosDateTime } from '@/lib/time'
import { MESSAGE_MAX_LENGTH, sendMessageSchema, type SendMessageInput } from '@/lib/validation/messages'

type Props = {
  otherId: string
  /** How the other person is named on this side ("Dr …" for a patient's therapist). */
  otherName: string
  messages: MessageView[]
  hasEarlier: boolean
  canReply: boolean
  action: ServerAction<SendMessageInput, MessageView>
}

/**
 * One conversation: the messages oldest first with the newest at the bottom (the list opens scrolled
 * there), each shown as text (never HTML), and the form to write the next. After sending, the page
 * is refreshed from the server, which also marks the thread read.
 */
export function MessageThread({ otherId, otherName, messages, hasEarlier, canReply, action }: Props) {
  const listRef = useRef<HTMLDivElement>(null)
  const newestId = messages.at(-1)?._id

  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [newestId])

  return (
    <div className="space-y-4">
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-sand-200 bg-white p-6 text-ink-muted">No messages yet. Write the first one below.</p>
      ) : (
        <div
          ref={listRef}
          role="log"
          aria-label={`Messages with ${otherName}`}
          tabIndex={0}
          data-testid="message-list"
          className="max-h-[60vh] overflow-y-auto rounded-2xl border border-sand-200 bg-sand-50 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:p-4"
        >
          {hasEarlier && <p className="mb-3 text-center text-sm text-ink-muted">Older messages are not shown.</p>}
          <ol className="space-y-3">
            {messages.map((message) => (
              <li key={message._id} className={cn('relative flex', message.fromMe ? 'justify-end' : 'justify-start')} data-testid="message">
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm sm:max-w-[70%]',
                    message.fromMe ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md border border-sand-200 bg-white text-ink',
                  )}
                >
                  <p className="sr-only">{message.fromMe ? 'You wrote:' : `${otherName} wrote:`}</p>
                  <p className="break-words whitespace-pre-wrap">{message.body}</p>
                  <p className={cn('mt-1 text-xs', message.fromMe ? 'text-brand-100' : 'text-ink-muted')}>
                    <time dateTime={message.createdAt}>{formatLagosDateTime(message.createdAt)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}

      {canReply ? (
        <MessageForm otherId={otherId} otherName={otherName} action={action} />
      ) : (
        <p className="rounded-2xl border border-sand-200 bg-white p-4 text-ink-muted" role="status">
          This conversation is closed: {otherName}&apos;s account is not active. You can still read the messages above.
        </p>
      )}
    </div>
  )
}

function MessageForm({ otherId, otherName, action }: Pick<Props, 'otherId' | 'otherName' | 'action'>) {
  const router = useRouter()
  const id = useId()
  const { register, handleSubmit, setError, reset, control, formState } = useForm<{ body: string }>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { body: '' },
  })
  const body = useWatch({ control, name: 'body' }) ?? ''
  const error = formState.errors.body?.message

  async function onSubmit(form: { body: string }) {
    const result = await action({ userId: otherId, body: form.body })
    if (showFailure(result, setError, { fields: ['body'] })) return
    reset({ body: '' })
    router.refresh()
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-2" aria-label={`Write to ${otherName}`}>
      <label htmlFor={`${id}-body`} className="block text-sm font-semibold text-ink">
        Your message
      </label>
      <Textarea
        id={`${id}-body`}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        className="min-h-28"
        {...describedBy(`${id}-body`, error)}
        aria-describedby={error ? `${id}-body-error` : `${id}-body-count`}
        {...register('body')}
      />
      {error && (
        <p id={`${id}-body-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-body-count`} className="text-xs text-ink-muted">
          {body.length.toLocaleString('en-US')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters
        </p>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  )
}
