import { describe, expect, it } from 'vitest'
import { normaliseNigerianPhone } from '@/lib/nigeria'
import { apiLoginSchema, loginSchema, patientRegistrationSchema } from '@/lib/validation/auth'
import { latestAdultBirthDate } from '@/lib/validation/common'

const REGISTRATION = {
  fullName: 'Chioma Eze', email: ' Chioma@Example.NG ', password: 'long-enough', gender: 'Female', phoneNumber: '0803 123 4567',
  dateOfBirth: '1995-04-02', address: '12 Allen Avenue', localGovernment: 'Ikeja', state: 'Lagos',
}

describe('Nigerian phone numbers', () => {
  it('accepts local and +234 forms and stores +234', () => {
    expect(normaliseNigerianPhone('08031234567')).toBe('+2348031234567')
    expect(normaliseNigerianPhone('+234 803 123 4567')).toBe('+2348031234567')
    expect(normaliseNigerianPhone('2349061234567')).toBe('+2349061234567')
  })

  it('reads every way people write a Nigerian mobile number as one E.164 number', () => {
    for (const written of [
      '08031234567', '8031234567', '+2348031234567', '2348031234567', '002348031234567', '+234 (0) 803 123 4567', '+23408031234567',
      '0803-123-4567', '(0803) 123 4567', ' 0803 123 4567 ', '0803.123.4567', '+234-803-123-4567',
    ])
      expect(normaliseNigerianPhone(written), written).toBe('+2348031234567')
    for (const [written, e164] of [['07012345678', '+2347012345678'], ['0701 234 5678', '+2347012345678'], ['9151234567', '+2349151234567'], ['08101234567', '+2348101234567']])
      expect(normaliseNigerianPhone(written!), written).toBe(e164)
  })

  it('refuses other numbers', () => {
    for (const bad of ['0803123456', '080312345678', '+44 7700 900123', '06031234567', '0603 123 4567', '+1 803 123 4567', '803123456', 'abc', '', '+234', '0803123456a', '08031234567 ext 2'])
      expect(normaliseNigerianPhone(bad), bad).toBeNull()
  })
})

describe('login schema', () => {
  it('uses the spec messages', () => {
    expect(loginSchema.safeParse({ email: '', password: '' }).error?.issues[0]?.message).toBe('Please fill all fields')
    expect(loginSchema.safeParse({ email: 'nope', password: 'x' }).error?.issues[0]?.message).toBe('Please enter a valid email address')
  })

  it('reads the API payload field thePassword', () => {
    expect(apiLoginSchema.parse({ email: 'A@B.NG', thePassword: 'secret' })).toEqual({ email: 'a@b.ng', password: 'secret' })
  })
})

describe('patient registration schema', () => {
  it('normalises email and phone', () => {
    const parsed = patientRegistrationSchema.parse(REGISTRATION)
    expect(parsed.email).toBe('chioma@example.ng')
    expect(parsed.phoneNumber).toBe('+2348031234567')
  })

  it('requires all nine fields', () => {
    for (const field of Object.keys(REGISTRATION)) {
      const result = patientRegistrationSchema.safeParse({ ...REGISTRATION, [field]: '' })
      expect(result.success, field).toBe(false)
    }
  })

  it('refuses children, future dates, unknown states and genders, short passwords', () => {
    const invalid = [
      { dateOfBirth: latestAdultBirthDate(new Date()).replace(/^\d{4}/, (y) => String(Number(y) + 1)) },
      { dateOfBirth: '2999-01-01' },
      { state: 'Texas' },
      { gender: 'Other' },
      { password: 'short' },
    ]
    for (const change of invalid) expect(patientRegistrationSchema.safeParse({ ...REGISTRATION, ...change }).success, JSON.stringify(change)).toBe(false)
  })

  it('drops fields that are not part of registration', () => {
    const parsed = patientRegistrationSchema.parse({ ...REGISTRATION, role: 'Admin', isBlocked: true })
    expect(parsed).not.toHaveProperty('role')
    expect(parsed).not.toHaveProperty('isBlocked')
  })
})

describe('single-line fields', () => {
  it('refuse line breaks, tabs and separators in names, addresses and titles; a bio keeps its lines', async () => {
    const { patientRegistrationSchema } = await import('@/lib/validation/auth')
    const { blogPostSchema } = await import('@/lib/validation/admin-blog')
    const { therapistRegistrationSchema } = await import('@/lib/validation/therapist')
    const base = {
      fullName: 'Amaka Nwosu', email: 'amaka@example.test', password: 'a-good-password', gender: 'Female', phoneNumber: '08031234567',
      dateOfBirth: '1992-06-01', address: '7 Bode Thomas Street', localGovernment: 'Surulere', state: 'Lagos',
    }
    for (const bad of ['Eve\nBcc: victim@example.test', 'Eve\r\nX', 'Eve\tTab', 'Eve\u2028Line', 'Eve\u0007']) {
      expect(patientRegistrationSchema.safeParse({ ...base, fullName: bad }).success, JSON.stringify(bad)).toBe(false)
      expect(patientRegistrationSchema.safeParse({ ...base, address: bad }).success).toBe(false)
      expect(blogPostSchema.safeParse({ title: bad, content: 'Body' }).success).toBe(false)
    }
    expect(patientRegistrationSchema.safeParse(base).success).toBe(true)
    const therapist = {
      fullName: 'Ada Obi', bio: 'Line one.\nLine two.', email: 'ada@example.test', password: 'a-good-password', gender: 'Female', fee: '15000',
      specialtyOne: 'Grief Counseling', phoneNumber: '08031234567', yearsOfExperience: '5', address: '4 Ogui Road', localGovernment: 'Enugu North', state: 'Enugu',
    }
    expect(therapistRegistrationSchema.safeParse(therapist).success).toBe(true)
    expect(therapistRegistrationSchema.safeParse({ ...therapist, fullName: 'Ada\nObi' }).success).toBe(false)
  })
})
