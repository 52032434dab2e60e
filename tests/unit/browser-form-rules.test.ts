import { describe, expect, it } from 'vitest'
import { latestAdultBirthDate, loginProblems, patientRegistrationProblems, type PatientRegistrationFields } from '@/lib/validation/account-rules'
import { loginSchema, patientRegistrationSchema } from '@/lib/validation/auth'
import { joinWaitlistSchema } from '@/lib/validation/waitlist'
import { CHOOSE_WAIT_DATE, joinWaitlistFormProblems, REAL_WAIT_DATE, WAIT_DATE_MESSAGES } from '@/lib/validation/waitlist-form'

// The login, sign-up and waitlist forms check their rules in the browser without zod (issue 24,
// decision 050); the server parses with zod. Every problem must read the same in both, word for
// word, and be reported for the same field: the first issue zod reports for a field is what the form shows.

const REGISTRATION: PatientRegistrationFields = {
  fullName: 'Chioma Obi', email: 'Chioma@Example.NG', password: 'correct horse', gender: 'Female',
  phoneNumber: '0803 123 4567', dateOfBirth: '1990-05-17', address: '12 Allen Avenue', localGovernment: 'Ikeja', state: 'Lagos',
}
const tooYoung = latestAdultBirthDate(new Date()).replace(/^\d{4}/, (year) => String(Number(year) + 1))

const REGISTRATION_CHANGES: Partial<Record<keyof PatientRegistrationFields, string | undefined>>[] = [
  { fullName: '' }, { fullName: '   ' }, { fullName: 'a'.repeat(101) }, { fullName: 'Eve\nBcc: x' }, { fullName: `${'a'.repeat(101)}\n` },
  { email: '' }, { email: 'not-an-email' }, { email: `${'a'.repeat(250)}@b.ng` }, { email: ' Ada@Example.NG ' },
  { password: '' }, { password: 'short' }, { password: 'x'.repeat(129) }, { password: '        ' },
  { gender: 'Other' }, { gender: undefined }, { gender: '' }, { gender: 'Male' },
  { phoneNumber: '' }, { phoneNumber: '  ' }, { phoneNumber: '+44 7700 900123' }, { phoneNumber: ' +2348031234567 ' },
  { dateOfBirth: '' }, { dateOfBirth: '17/05/1990' }, { dateOfBirth: '1990-02-31' }, { dateOfBirth: '1899-12-31' }, { dateOfBirth: tooYoung }, { dateOfBirth: '2999-01-01' },
  { address: '' }, { address: 'a'.repeat(201) }, { address: 'a'.repeat(200) }, { localGovernment: '\u202Eexe' }, { localGovernment: 'Ikeja\tWest' },
  { state: 'Texas' }, { state: undefined }, { state: 'FCT' }, { state: 'lagos' },
]

/** Each field's first problem as zod reports it. */
function zodProblems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) problems[String(issue.path[0])] ??= issue.message
  return problems
}

describe('the sign-up form and the server agree', () => {
  it('on every problem, field by field, and on what is fine', () => {
    for (const change of REGISTRATION_CHANGES) {
      const values = { ...REGISTRATION, ...change }
      expect(patientRegistrationProblems(values), JSON.stringify(change)).toEqual(zodProblems(patientRegistrationSchema.safeParse(values)))
    }
    expect(patientRegistrationProblems(REGISTRATION)).toEqual({})
  })

  it('reports every empty field at once, as zod does', () => {
    const empty = { fullName: '', email: '', password: '', phoneNumber: '', dateOfBirth: '', address: '', localGovernment: '' }
    const problems = patientRegistrationProblems(empty)
    expect(Object.keys(problems)).toHaveLength(9)
    expect(problems).toEqual(zodProblems(patientRegistrationSchema.safeParse(empty)))
  })
})

describe('the login form and the server agree', () => {
  const cases = [
    { email: '', password: '' }, { email: 'nope', password: 'x' }, { email: 'a@b.ng', password: 'x'.repeat(1025) },
    { email: 'a@b.ng', password: 'x'.repeat(1024) }, { email: ' A@B.NG ', password: ' ' },
  ]
  it("with the spec's messages", () => {
    for (const values of cases) expect(loginProblems(values), JSON.stringify(values)).toEqual(zodProblems(loginSchema.safeParse(values)))
    expect(loginProblems({ email: '', password: '' })).toEqual({ email: 'Please fill all fields', password: 'Please fill all fields' })
    expect(loginProblems({ email: 'nope', password: 'x' })).toEqual({ email: 'Please enter a valid email address' })
  })
})

describe('the waitlist form and the server agree on the date', () => {
  const therapistId = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f'
  it('a date is needed "On a date", in the server\'s format, real, and not past', () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    for (const date of ['28/12/2026', '2026-02-30', ` ${nextWeek} `, nextWeek]) {
      expect(joinWaitlistFormProblems({ when: 'date', date }), date).toEqual(zodProblems(joinWaitlistSchema.safeParse({ therapistId, date })))
    }
    expect(joinWaitlistFormProblems({ when: 'date', date: '' })).toEqual({ date: CHOOSE_WAIT_DATE })
    expect(joinWaitlistFormProblems({ when: 'date', date: '2026-02-30' })).toEqual({ date: REAL_WAIT_DATE })
    expect(joinWaitlistFormProblems({ when: 'date', date: '2001-01-01' })).toEqual({ date: WAIT_DATE_MESSAGES.passed })
    expect(joinWaitlistFormProblems({ when: 'any', date: '' })).toEqual({})
  })
})
