import { describe, expect, it } from 'vitest'
import { intakeAnswersSchema, sessionNoteSchema, therapistQuestionsSchema } from '@/lib/validation/intake'

const valid = {
  reason: 'Stress at work',
  previousTherapy: 'Never',
  addressAs: 'Ade',
  emergencyContactName: 'Bisi',
  emergencyContactPhone: '+234 803 123 4567',
  sessionMode: 'phone',
  safetyThoughts: 'no',
}

describe('the intake answers', () => {
  it('take the required answers, with medication and the therapist’s questions optional', () => {
    expect(intakeAnswersSchema.parse(valid)).toEqual({ ...valid, medication: '', customAnswers: [] })
  })

  it('refuse a missing safety answer, an unknown session mode and a phone number that is not one', () => {
    const result = intakeAnswersSchema.safeParse({ ...valid, safetyThoughts: undefined, sessionMode: 'fax', emergencyContactPhone: 'call my sister' })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['emergencyContactPhone', 'safetyThoughts', 'sessionMode'])
  })

  it('take at most five answers to the therapist’s own questions', () => {
    expect(intakeAnswersSchema.safeParse({ ...valid, customAnswers: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(true)
    expect(intakeAnswersSchema.safeParse({ ...valid, customAnswers: ['a', 'b', 'c', 'd', 'e', 'f'] }).success).toBe(false)
  })
})

describe('the therapist’s own questions', () => {
  it('are at most five, trimmed, with the empty boxes left out', () => {
    expect(therapistQuestionsSchema.parse({ questions: [' First? ', '', '  ', 'Second?', ''] })).toEqual({ questions: ['First?', 'Second?'] })
    expect(therapistQuestionsSchema.safeParse({ questions: ['1', '2', '3', '4', '5', '6'] }).success).toBe(false)
  })
})

describe('a session note', () => {
  it('is text up to 20,000 characters (empty clears it)', () => {
    expect(sessionNoteSchema.safeParse({ note: '' }).success).toBe(true)
    expect(sessionNoteSchema.safeParse({ note: 'x'.repeat(20_000) }).success).toBe(true)
    expect(sessionNoteSchema.safeParse({ note: 'x'.repeat(20_001) }).success).toBe(false)
    expect(sessionNoteSchema.safeParse({ note: 42 }).success).toBe(false)
  })
})
