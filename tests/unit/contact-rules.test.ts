import { describe, expect, it } from 'vitest'
import { contactProblems, type ContactFields } from '@/lib/validation/contact-rules'
import { contactMessageSchema } from '@/lib/validation/contact'

/** The server schema's first message per field: what the form used to show through zodResolver. */
function schemaProblems(values: ContactFields) {
  const result = contactMessageSchema.safeParse(values)
  if (result.success) return {}
  const problems: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    problems[field] ??= issue.message
  }
  return problems
}

const ok: ContactFields = { fullName: 'Bola Ahmed', email: 'bola@example.com', message: 'Can I book a session for my mother?', website: '' }

const cases: [string, ContactFields][] = [
  ['a good message', ok],
  ['everything empty', { fullName: '', email: '', message: '', website: '' }],
  ['only spaces', { fullName: '   ', email: '  ', message: ' \n ', website: '' }],
  ['a one-letter name', { ...ok, fullName: ' B ' }],
  ['a name too long', { ...ok, fullName: 'B'.repeat(101) }],
  ['a name of 100 letters', { ...ok, fullName: 'B'.repeat(100) }],
  ['a name with a line break', { ...ok, fullName: 'Eve\nBcc: x@example.com' }],
  ['a name with a bidirectional override', { ...ok, fullName: 'Eve\u202Egnp.exe' }],
  ['an address without @', { ...ok, email: 'not-an-email' }],
  ['an address without a dot in the domain', { ...ok, email: 'bola@example' }],
  ['an address starting with a dot', { ...ok, email: '.bola@example.com' }],
  ['an address with two dots', { ...ok, email: 'bola..ahmed@example.com' }],
  ['an address with spaces around and capitals', { ...ok, email: '  Bola@Example.COM ' }],
  ['an address with a plus and an apostrophe', { ...ok, email: "o'neil+alafia@mail.example.ng" }],
  ['an address too long', { ...ok, email: `${'a'.repeat(250)}@example.com` }],
  ['a short message', { ...ok, message: 'Too short' }],
  ['a message of 10 letters around spaces', { ...ok, message: '   1234567890   ' }],
  ['a message too long', { ...ok, message: 'a'.repeat(5001) }],
  ['a message with a bell character', { ...ok, message: 'Hello there \u0007 Alafia' }],
  ['a message with tabs and line breaks', { ...ok, message: 'Hello\tthere\r\nAlafia team' }],
  ['a message with four links', { ...ok, message: 'see http://a.ng https://b.ng www.c.ng http://d.ng' }],
  ['a message with three links', { ...ok, message: 'see http://a.ng https://b.ng www.c.ng' }],
  ['a long honeypot', { ...ok, website: 'x'.repeat(501) }],
]

describe('the contact form checks the server schema’s rules without zod', () => {
  it.each(cases)('%s: the same first problem per field as the server', (_name, values) => {
    const { website, ...browser } = contactProblems(values)
    const { website: serverWebsite, ...server } = schemaProblems(values)
    expect(browser).toEqual(server)
    // The honeypot is hidden: only whether it blocks the form matters, not its wording.
    expect(Boolean(website)).toBe(Boolean(serverWebsite))
  })

  it('names the problems people see', () => {
    expect(contactProblems({ fullName: '', email: 'x', message: 'Too short' })).toEqual({
      fullName: 'Please fill all fields',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    })
    expect(contactProblems(ok)).toEqual({})
  })
})
