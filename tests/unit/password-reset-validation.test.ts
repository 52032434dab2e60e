import { describe, expect, it } from 'vitest'
import {
  BOTH_PASSWORDS_REQUIRED,
  EMAIL_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  forgotPasswordSchema,
  resetPasswordActionSchema,
  resetPasswordFormSchema,
} from '@/lib/validation/password-reset'

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('forgot password form', () => {
  it('asks for the registered email (spec 5) and normalises it', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '  ' }))).toEqual([`email: ${EMAIL_REQUIRED}`])
    expect(messages(forgotPasswordSchema.safeParse({}))).toEqual([`email: ${EMAIL_REQUIRED}`])
    expect(messages(forgotPasswordSchema.safeParse({ email: 'not-an-email' }))).toEqual(['email: Please enter a valid email address'])
    expect(forgotPasswordSchema.parse({ email: ' Ada@Example.NG ' })).toEqual({ email: 'ada@example.ng' })
  })
})

describe('reset password form', () => {
  it('needs both passwords (spec 5: Please enter both passwords!)', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual([
      `password: ${BOTH_PASSWORDS_REQUIRED}`,
      `confirmPassword: ${BOTH_PASSWORDS_REQUIRED}`,
    ])
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'long-enough', confirmPassword: '' }))).toEqual([`confirmPassword: ${BOTH_PASSWORDS_REQUIRED}`])
  })

  it('needs them equal (spec 5: Passwords do not match!)', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enougH' }))).toEqual([`confirmPassword: ${PASSWORDS_DO_NOT_MATCH}`])
    expect(resetPasswordFormSchema.parse({ password: 'long-enough', confirmPassword: 'long-enough' })).toEqual({ password: 'long-enough', confirmPassword: 'long-enough' })
  })

  it('applies the length rule of every new password', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual(['password: Password must be at least 8 characters'])
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }))).toEqual(['password: Password must be at most 128 characters'])
  })

  it('the server action reads the token as well, and checks the same rules', () => {
    expect(messages(resetPasswordActionSchema.safeParse({ token: 'abc', password: 'long-enough', confirmPassword: 'other-one' }))).toEqual([`confirmPassword: ${PASSWORDS_DO_NOT_MATCH}`])
    expect(resetPasswordActionSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enough' }).success).toBe(false)
  })
})
