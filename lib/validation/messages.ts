import { z } from './zod'

// Secure messages (docs/decisions/030-secure-messages.md). Pure: shared by the message form, the
// server actions, the API routes and the data layer.

/** The longest message, in characters as a text field counts them. */
export const MESSAGE_MAX_LENGTH = 2000

export const MESSAGE_SENT = 'Message sent.'
export const EMPTY_MESSAGE = 'Please write a message.'
export const MESSAGE_TOO_LONG = 'A message can be at most 2,000 characters.'
/** 404: no paid session links the caller with this person (or the person is not there at all). */
export const THREAD_NOT_FOUND = 'Conversation not found'
/** 403: writing to someone no paid session links the caller with. */
export const NOT_LINKED = 'You can only message someone you have a paid session with.'
/** 403: the other person's account is blocked: the conversation can be read, not added to. */
export const THREAD_CLOSED = 'This conversation is closed.'
export const sendingTooFast = (retryIn: string) => `You are sending messages too quickly. Please try again ${retryIn}.`

/** The subject and text of the email that a message arrived: never who wrote it, never what it says. */
export const NEW_MESSAGE_SUBJECT = 'You have a new message on Alafia'

export const messageBodyField = z.string({ error: EMPTY_MESSAGE }).trim().min(1, EMPTY_MESSAGE).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)

/** POST /api/v1/messages/threads/{userId}: { body }. */
export const sendMessageSchema = z.object({ body: messageBodyField })

/** The page's form: to whom, and what. */
export const sendMessageFormSchema = z.object({ userId: z.uuid({ error: THREAD_NOT_FOUND }), body: messageBodyField })

export type SendMessageInput = z.infer<typeof sendMessageFormSchema>
