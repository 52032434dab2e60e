import { describe, expect, it } from 'vitest'
import {
  EXPERIENCE_INVALID,
  FEE_NOT_WHOLE_NAIRA,
  FEE_OUT_OF_RANGE,
  NEW_PASSWORDS_DO_NOT_MATCH,
  SPECIALTY_REPEATED,
  SPECIALTY_UNKNOWN,
  editTherapistProfileSchema,
  formTextValues,
  therapistChangePasswordFormSchema,
  therapistRegistrationSchema,
} from '@/lib/validation/therapist'
import { nairaToKobo } from '@/lib/money'
import { canVerifyTherapist } from '@/lib/validation/admin-people'
import {
  MAX_DOCUMENTS,
  canAddDocument,
  canUploadDocument,
  documentName,
  documentUploadSchema,
  documentsOfField,
  groupDocuments,
  reviewStatesByField,
  DOCUMENT_TO_REPLACE_GONE,
} from '@/lib/validation/therapist-documents'

const REGISTRATION = {
  fullName: 'Adaeze Okafor', bio: 'Counsellor for ten years.\nI help families.', email: ' Adaeze@Example.NG ', password: 'long-enough',
  gender: 'Female', fee: '15000', specialtyOne: 'Grief Counseling', specialtyTwo: 'Child Counseling', specialtyThree: '', specialtyFour: '',
  specialtyFive: '', phoneNumber: '0803 123 4567', yearsOfExperience: '10', address: '12 Allen Avenue', localGovernment: 'Ikeja', state: 'Lagos',
}

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }))

describe('therapist registration schema', () => {
  it('normalises the form text: email, phone, fee in naira, years, specialties in slot order without gaps', () => {
    const parsed = therapistRegistrationSchema.parse({ ...REGISTRATION, specialtyTwo: '', specialtyFour: 'Child Counseling' })
    expect(parsed).toMatchObject({ email: 'adaeze@example.ng', phoneNumber: '+2348031234567', fee: 15000, yearsOfExperience: 10 })
    expect(parsed.specialties).toEqual(['Grief Counseling', 'Child Counseling'])
    expect(parsed).not.toHaveProperty('specialtyOne')
    expect(nairaToKobo(parsed.fee)).toBe(1_500_000)
  })

  it('keeps About Me\'s line breaks as plain LF (multipart sends CRLF)', () => {
    expect(therapistRegistrationSchema.parse({ ...REGISTRATION, bio: ' One\r\nTwo\rThree \n' }).bio).toBe('One\nTwo\nThree')
  })

  it('drops fields nobody may set at registration (isVerified, role, isBlocked)', () => {
    const parsed = therapistRegistrationSchema.parse({ ...REGISTRATION, isVerified: 'true', role: 'Admin', isBlocked: 'true', feeKobo: '1' })
    expect(Object.keys(parsed).sort()).toEqual(
      ['address', 'bio', 'email', 'fee', 'fullName', 'gender', 'localGovernment', 'password', 'phoneNumber', 'specialties', 'state', 'yearsOfExperience'],
    )
  })

  it('refuses a repeated specialty on the slot that repeats it', () => {
    const result = therapistRegistrationSchema.safeParse({ ...REGISTRATION, specialtyThree: 'Grief Counseling', specialtyFive: 'Child Counseling' })
    expect(issues(result)).toEqual([
      { path: 'specialtyThree', message: SPECIALTY_REPEATED },
      { path: 'specialtyFive', message: SPECIALTY_REPEATED },
    ])
  })

  it('needs the main specialty and accepts only the 15 spelled as the product spells them', () => {
    expect(issues(therapistRegistrationSchema.safeParse({ ...REGISTRATION, specialtyOne: '' }))).toEqual([{ path: 'specialtyOne', message: 'Please fill all fields' }])
    expect(issues(therapistRegistrationSchema.safeParse({ ...REGISTRATION, specialtyTwo: 'Astrology' }))).toEqual([{ path: 'specialtyTwo', message: SPECIALTY_UNKNOWN }])
    expect(therapistRegistrationSchema.safeParse({ ...REGISTRATION, specialtyTwo: 'grief counseling' }).success).toBe(false)
  })

  it('keeps the five slots at most: five distinct specialties pass', () => {
    const five = { specialtyOne: 'Grief Counseling', specialtyTwo: 'Child Counseling', specialtyThree: 'Crisis Counseling', specialtyFour: 'Eating Disorder', specialtyFive: 'Career Counseling' }
    expect(therapistRegistrationSchema.parse({ ...REGISTRATION, ...five }).specialties).toHaveLength(5)
  })

  it.each([
    ['15,000', 15000],
    ['₦ 15,000', 15000],
    [' 1000 ', 1000],
    ['300000', 300_000],
    [25000, 25000],
  ])('reads the fee %j as %d naira', (fee, naira) => {
    expect(therapistRegistrationSchema.parse({ ...REGISTRATION, fee }).fee).toBe(naira)
  })

  it.each([
    ['999', FEE_OUT_OF_RANGE],
    ['1000001', FEE_OUT_OF_RANGE],
    ['0', FEE_OUT_OF_RANGE],
    ['15000.50', FEE_NOT_WHOLE_NAIRA],
    ['-5000', FEE_NOT_WHOLE_NAIRA],
    ['1e5', FEE_NOT_WHOLE_NAIRA],
    ['fifteen', FEE_NOT_WHOLE_NAIRA],
    [15000.5, FEE_NOT_WHOLE_NAIRA],
    ['', 'Please fill all fields'],
  ])('refuses the fee %j', (fee, message) => {
    expect(issues(therapistRegistrationSchema.safeParse({ ...REGISTRATION, fee }))).toEqual([{ path: 'fee', message }])
  })

  it('takes 0 to 80 whole years of experience', () => {
    expect(therapistRegistrationSchema.parse({ ...REGISTRATION, yearsOfExperience: '0' }).yearsOfExperience).toBe(0)
    expect(therapistRegistrationSchema.parse({ ...REGISTRATION, yearsOfExperience: 80 }).yearsOfExperience).toBe(80)
    for (const bad of ['81', '-1', '2.5', 'ten'])
      expect(issues(therapistRegistrationSchema.safeParse({ ...REGISTRATION, yearsOfExperience: bad }))).toEqual([{ path: 'yearsOfExperience', message: EXPERIENCE_INVALID }])
  })

  it('requires every field of spec 5 but the optional specialties', () => {
    for (const field of ['fullName', 'bio', 'email', 'password', 'gender', 'fee', 'phoneNumber', 'yearsOfExperience', 'address', 'localGovernment', 'state'])
      expect(therapistRegistrationSchema.safeParse({ ...REGISTRATION, [field]: undefined }).success, field).toBe(false)
  })
})

describe('therapist profile edit schema', () => {
  it('leaves absent fields undefined and drops isVerified, isBlocked and role', () => {
    const parsed = editTherapistProfileSchema.parse({ fullName: 'Ada Okafor', isVerified: 'true', isBlocked: 'false', role: 'Admin' })
    expect(parsed).toEqual({ fullName: 'Ada Okafor', specialties: undefined })
  })

  it('replaces the specialties as a set: any slot sent needs the main one, and repeats are refused', () => {
    expect(editTherapistProfileSchema.parse({ specialtyOne: 'Crisis Counseling', specialtyTwo: '' }).specialties).toEqual(['Crisis Counseling'])
    expect(issues(editTherapistProfileSchema.safeParse({ specialtyTwo: 'Crisis Counseling' }))).toEqual([{ path: 'specialtyOne', message: 'Please fill all fields' }])
    expect(issues(editTherapistProfileSchema.safeParse({ specialtyOne: 'Crisis Counseling', specialtyTwo: 'Crisis Counseling' }))).toEqual([
      { path: 'specialtyTwo', message: SPECIALTY_REPEATED },
    ])
  })

  it('never accepts a blank value for a field that is sent', () => {
    expect(editTherapistProfileSchema.safeParse({ bio: '   ' }).success).toBe(false)
    expect(editTherapistProfileSchema.safeParse({ fee: '' }).success).toBe(false)
    expect(editTherapistProfileSchema.safeParse({ email: '' }).success).toBe(false)
  })
})

describe('therapist change-password form schema', () => {
  it('says New Passwords don`t match on the confirmation', () => {
    const result = therapistChangePasswordFormSchema.safeParse({ oldPassword: 'old-secret', newPassword: 'new-secret-1', confirmPassword: 'new-secret-2' })
    expect(issues(result)).toEqual([{ path: 'confirmPassword', message: NEW_PASSWORDS_DO_NOT_MATCH }])
    expect(NEW_PASSWORDS_DO_NOT_MATCH).toBe('New Passwords don`t match')
  })

  it('accepts a matching pair of at least 8 characters', () => {
    expect(therapistChangePasswordFormSchema.safeParse({ oldPassword: 'x', newPassword: 'new-secret', confirmPassword: 'new-secret' }).success).toBe(true)
    expect(therapistChangePasswordFormSchema.safeParse({ oldPassword: 'x', newPassword: 'short', confirmPassword: 'short' }).success).toBe(false)
  })
})

describe('multipart text values', () => {
  it('keeps the first value of each text field and leaves files out', () => {
    const form = new FormData()
    form.append('fullName', 'First')
    form.append('fullName', 'Second')
    form.append('profilePhoto', new File([new Uint8Array([1, 2, 3])], 'me.jpg', { type: 'image/jpeg' }))
    form.append('__proto__', 'polluted')
    const values = formTextValues(form)
    expect(values.fullName).toBe('First')
    expect(values).not.toHaveProperty('profilePhoto')
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('document re-upload rule', () => {
  it('allows a missing document, and replacing a pending or declined one, never an approved one', () => {
    expect(canUploadDocument(null)).toBe(true)
    expect(canUploadDocument({ reviewState: 'Declined' })).toBe(true)
    expect(canUploadDocument({ reviewState: 'Pending' })).toBe(true)
    expect(canUploadDocument({ reviewState: 'Approved' })).toBe(false)
  })

  it('adds certificates up to the maximum, and a CAC document or logo only when there is none', () => {
    expect(MAX_DOCUMENTS).toEqual({ certificate: 5, cacDocument: 1, logo: 1 })
    expect(canAddDocument('certificate', [1, 2, 3, 4])).toBe(true)
    expect(canAddDocument('certificate', [1, 2, 3, 4, 5])).toBe(false)
    expect(canAddDocument('logo', [])).toBe(true)
    expect(canAddDocument('logo', [1])).toBe(false)
    expect([documentName('certificate', 0), documentName('certificate', 2), documentName('cacDocument', 0)]).toEqual(['Certificate 1', 'Certificate 3', 'CAC Document'])
  })

  it('reads the upload form: the kind, and the id of the document it replaces when there is one', () => {
    const id = '3F2B8C1E-0A4D-4E55-9B61-2C7D8E9F0A1B'
    expect(documentUploadSchema.parse({ field: 'certificate', replaces: null })).toEqual({ field: 'certificate' })
    expect(documentUploadSchema.parse({ field: 'certificate', replaces: '' })).toEqual({ field: 'certificate' })
    expect(documentUploadSchema.parse({ field: 'logo', replaces: id })).toEqual({ field: 'logo', replaces: id.toLowerCase() })
    expect(documentUploadSchema.safeParse({ field: 'certificate', replaces: 'x' }).error?.issues[0]?.message).toBe(DOCUMENT_TO_REPLACE_GONE)
    expect(documentUploadSchema.safeParse({ field: 'profilePhoto' }).success).toBe(false)
  })
})

describe('verification rule', () => {
  type State = 'Pending' | 'Approved' | 'Declined'
  const states = (certificate: State[], cacDocument: State[], logo: State[] = []) => ({ certificate, cacDocument, logo })

  it('needs at least one approved certificate and the approved CAC document; the logo never holds it up', () => {
    expect(canVerifyTherapist(states(['Approved'], ['Approved']))).toBe(true)
    expect(canVerifyTherapist(states(['Declined', 'Pending', 'Approved'], ['Approved'], ['Declined']))).toBe(true)
    expect(canVerifyTherapist(states(['Declined', 'Pending'], ['Approved'], ['Approved']))).toBe(false)
    expect(canVerifyTherapist(states([], ['Approved']))).toBe(false)
    expect(canVerifyTherapist(states(['Approved', 'Approved'], ['Declined']))).toBe(false)
    expect(canVerifyTherapist(states(['Approved'], []))).toBe(false)
  })

  it('lists each kind as the answer shows it: certificates a list, the others one or none', () => {
    const items = [
      { field: 'logo', reviewState: 'Declined' },
      { field: 'certificate', reviewState: 'Approved' },
      { field: 'certificate', reviewState: 'Pending' },
    ] as const
    const grouped = groupDocuments(items, (d) => d.field)
    expect(grouped).toEqual({ certificates: [items[1], items[2]], cacDocument: null, logo: items[0] })
    expect(documentsOfField(grouped, 'cacDocument')).toEqual([])
    expect(documentsOfField(grouped, 'logo')).toEqual([items[0]])
    expect(reviewStatesByField(grouped)).toEqual({ certificate: ['Approved', 'Pending'], cacDocument: [], logo: ['Declined'] })
  })
})
