import 'server-only'
import { z } from 'zod'
import { decodeDataKey } from './crypto/data-key-format'

/*
 * Every setting, read once and validated here. A missing or malformed required setting stops
 * start-up (instrumentation.ts) with a message naming it. .env.example documents each one.
 */

const optional = z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined))

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgresql:// connection URL' }),
    AUTH_SECRET: z.string({ error: 'is required' }).min(32, 'must be at least 32 characters (try: openssl rand -base64 32)'),
    /**
     * The AES-256 key that seals health data (32 bytes, base64): messages, intake answers, session
     * notes. Locally a random one is kept in .data/data-encryption-key (scripts/with-db.mjs).
     */
    DATA_ENCRYPTION_KEY: z
      .string({ error: 'is required (try: openssl rand -base64 32)' })
      .refine((value) => decodeDataKey(value) !== null, 'must be 32 bytes in base64 (try: openssl rand -base64 32)'),
    /** Earlier keys, comma-separated, still read until `npm run data:rotate-key` has re-sealed their rows. */
    DATA_ENCRYPTION_PREVIOUS_KEYS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(',').map((key) => key.trim()).filter(Boolean))
      .pipe(z.array(z.string().refine((value) => decodeDataKey(value) !== null, 'must be 32-byte keys in base64, separated by commas'))),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    ADMIN_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional().or(z.literal('').transform(() => undefined)),
    MONNIFY_API_KEY: optional,
    MONNIFY_SECRET_KEY: optional,
    MONNIFY_CONTRACT_CODE: optional,
    MONNIFY_BASE_URL: z.url().default('https://sandbox.monnify.com'),
    RESEND_API_KEY: optional,
    /** Resend's API address; tests point it at a local fake server. Unset: the SDK's https://api.resend.com. */
    RESEND_BASE_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
    EMAIL_FROM: z.string().min(3).default('Alafia <no-reply@alafia.ng>'),
    SUPPORT_EMAIL: z.email().default('support@alafia.ng'),
    /** The data protection officer's address: /privacy and /terms name it for requests under the NDPA 2023 (docs/privacy.md). */
    DPO_EMAIL: z.email().default('privacy@alafia.ng'),
    /** SMS and WhatsApp through Termii; unset: text messages stay in the TextMessage outbox admins read. */
    TERMII_API_KEY: optional,
    /** Termii's API address for the account (its dashboard shows it); tests point it at a local fake. */
    TERMII_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.ng.termii.com'),
    /** The SMS sender ID registered with Termii: 3 to 11 letters or digits. */
    TERMII_SENDER_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ]{1,9}[A-Za-z0-9]$/, 'must be 3 to 11 letters or digits (a sender ID registered with Termii)')
      .default('Alafia'),
    /** The WhatsApp device name on Termii (its "from" for WhatsApp); unset: the sender ID. */
    TERMII_WHATSAPP_FROM: optional,
    /** Termii's SMS route: dnd (transactional, reaches numbers on Do-Not-Disturb; Termii activates it) or generic. */
    TERMII_SMS_CHANNEL: z.enum(['dnd', 'generic'], { error: 'must be dnd or generic' }).default('dnd'),
    UPLOADTHING_TOKEN: optional,
    UPLOAD_DIR: z.string().default('.data/uploads'),
    CRON_SECRET: z.string().min(16, 'must be at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
    /** A patient who cancels at least this many hours before the start gets everything back. */
    CANCELLATION_FULL_REFUND_HOURS: z.coerce.number({ error: 'must be a whole number of hours' }).int('must be a whole number of hours').min(0).max(720).default(24),
    /** What a later cancellation (before the start) gets back, as a percentage of the amount paid. */
    LATE_CANCELLATION_REFUND_PERCENT: z.coerce.number({ error: 'must be a whole percentage' }).int('must be a whole percentage').min(0).max(100).default(0),
    /** Alafia's share of each payment, in percent, frozen on the payment when it is confirmed (decision 035). */
    PLATFORM_COMMISSION_PERCENT: z.coerce.number({ error: 'must be a whole percentage' }).int('must be a whole percentage').min(0).max(100).default(15),
    /** A therapist is paid out once their payable balance reaches this many naira. */
    PAYOUT_MINIMUM_NAIRA: z.coerce.number({ error: 'must be a whole number of naira' }).int('must be a whole number of naira').min(1).max(10_000_000).default(1000),
    /** The Monnify wallet account payouts are sent from (Monnify's sourceAccountNumber): needed for payouts once MONNIFY_ keys are set. */
    MONNIFY_WALLET_ACCOUNT_NUMBER: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'must be the 10-digit Monnify wallet account number')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Comma-separated addresses Monnify's webhooks may come from; unset: any (the signature decides). */
    MONNIFY_WEBHOOK_IPS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(',').map((ip) => ip.trim()).filter(Boolean))
      .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: 'must be IP addresses separated by commas' }))),
  })
  .superRefine((env, ctx) => {
    if (!!env.ADMIN_EMAIL !== !!env.ADMIN_PASSWORD)
      ctx.addIssue({ code: 'custom', path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'], message: 'must be set together with the other ADMIN_ setting' })
    const monnify = [env.MONNIFY_API_KEY, env.MONNIFY_SECRET_KEY, env.MONNIFY_CONTRACT_CODE]
    if (monnify.some(Boolean) && !monnify.every(Boolean)) {
      const missing = (['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE'] as const).find((_, i) => !monnify[i])
      ctx.addIssue({ code: 'custom', path: [missing ?? 'MONNIFY_API_KEY'], message: 'is required once any MONNIFY_ key is set' })
    }
    // Monnify's environment follows the key: test keys work only against the sandbox, live keys only
    // against the live API. A mismatch fails every payment, so it stops start-up instead.
    const mismatch = monnifyEnvironmentMismatch(env.MONNIFY_API_KEY, env.MONNIFY_BASE_URL)
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['MONNIFY_BASE_URL'], message: mismatch })
  })

const MONNIFY_LIVE_HOST = 'api.monnify.com'

/** Why MONNIFY_API_KEY and MONNIFY_BASE_URL disagree, or null when they agree (or no key is set). */
export function monnifyEnvironmentMismatch(apiKey: string | undefined, baseUrl: string): string | null {
  if (!apiKey) return null
  const isLiveAddress = new URL(baseUrl).hostname === MONNIFY_LIVE_HOST
  if (apiKey.startsWith('MK_TEST_') && isLiveAddress) return 'points at the live API (api.monnify.com) but MONNIFY_API_KEY is a test key (MK_TEST_): use https://sandbox.monnify.com'
  if (apiKey.startsWith('MK_PROD_') && !isLiveAddress) return 'is not the live API but MONNIFY_API_KEY is a live key (MK_PROD_): use https://api.monnify.com'
  return null
}

export type AppConfig = z.infer<typeof schema> & { APP_URL: string; isProduction: boolean }

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = schema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(settings)'}: ${issue.message}`)
    throw new ConfigError(`Alafia cannot start: invalid settings\n${lines.join('\n')}\nSee .env.example for every setting.`)
  }
  const value = result.data
  const appUrl = value.APP_URL ?? `http://localhost:${value.PORT}`
  // next-auth v4 builds its callback URLs from NEXTAUTH_URL: keep it equal to APP_URL.
  env.NEXTAUTH_URL ??= appUrl
  return { ...value, APP_URL: appUrl, isProduction: value.NODE_ENV === 'production' }
}

let cached: AppConfig | undefined

export function config(): AppConfig {
  cached ??= parseConfig(process.env)
  return cached
}

export const isMonnifyConfigured = () => Boolean(config().MONNIFY_API_KEY)
export const isResendConfigured = () => Boolean(config().RESEND_API_KEY)
export const isTermiiConfigured = () => Boolean(config().TERMII_API_KEY)

/** Tests change process.env between cases; production reads the settings once. */
export function resetConfigForTests(): void {
  cached = undefined
}
