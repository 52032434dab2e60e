import 'server-only'
import { NIGERIA_TIME_ZONE } from '@/lib/time'
import { RESET_TOKEN_TTL_WORDS } from './reset-token'

export const RESET_EMAIL_SUBJECT = 'Reset your password'

const LAGOS_TIME = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric', minute: '2-digit', month: 'short', day: 'numeric', year: 'numeric', timeZone: NIGERIA_TIME_ZONE,
})

/** Plain text only: the person's name is never interpreted as HTML. */
export function resetEmailText({ fullName, link, expiresAt }: { fullName: string; link: string; expiresAt: Date }): string {
  return [
    `Hello ${fullName},`,
    '',
    'We received a request to reset the password of your Alafia account.',
    'Open this link to choose a new password:',
    '',
    link,
    '',
    `The link works once and expires in ${RESET_TOKEN_TTL_WORDS} (${LAGOS_TIME.format(expiresAt)}, Lagos time).`,
    'Once you reset your password, you are signed out everywhere and can log in with the new one.',
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    '— Alafia',
  ].join('\n')
}
