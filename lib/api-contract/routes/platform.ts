import { z } from '@/lib/validation/zod'
import { defineRoutes, type RouteContract, type SuccessAnswer } from '../contract'
import { messageOnly } from '../schemas/common'
import { nextAuthCsrf, nextAuthProviders, nextAuthRedirectUrl, nextAuthSession } from '../schemas/platform-auth'
import { freeHoursRun, monnifyNotification, payoutsRun, refundsRun, remindersRun, retentionRun, waitlistRun } from '../schemas/platform-jobs'

/** A scheduled job: GET (what Vercel Cron sends) and POST (other schedulers), the same run. */
function cronJob(name: string, summary: string, description: string, answer: SuccessAnswer): RouteContract[] {
  const path = `/api/cron/${name}`
  const shared = { path, tag: 'Scheduled jobs', summary, description: `${description} Safe to call twice or at the same time.`, access: { kind: 'cron' } as const, success: { 200: answer } }
  return [
    { method: 'get', ...shared },
    // POST goes through the same-site check of every state-changing call.
    { method: 'post', ...shared, errors: { 403: 'A browser sent the request from another site.' } },
  ]
}

/** The API's own routes (health, this document), Monnify's webhook, the scheduled jobs, stored files and next-auth. */
export const platformRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/v1/health',
    tag: 'Platform',
    summary: 'Liveness and database reachability',
    access: { kind: 'public' },
    success: { 200: { description: 'The server and its database answer.', schema: z.object({ status: z.literal('ok') }) } },
  },
  {
    method: 'get',
    path: '/api/v1/openapi.json',
    tag: 'Platform',
    summary: 'This OpenAPI 3.1 document',
    description: 'Generated from the zod schemas the routes validate with; built once per server, not per request.',
    access: { kind: 'public' },
    success: { 200: { description: 'The OpenAPI 3.1 document.', schema: z.object({ openapi: z.string() }).loose() } },
  },

  {
    method: 'post',
    path: '/api/webhooks/monnify',
    tag: 'Monnify webhook',
    summary: "Monnify's notifications (payments, refunds, transfers)",
    description:
      'Server to server: no session and no same-site check. The `monnify-signature` header must be the HMAC-SHA512, in hex, of the raw body keyed with the merchant\'s secret key; with MONNIFY_WEBHOOK_IPS set, only those senders are heard. ' +
      'A verified notification is recorded (the same body sent again is the same record) and answered at once; the work (asking Monnify\'s own query, confirming the payment, finishing a refund or a transfer) runs after the answer, and what it does not finish the refunds job retries. ' +
      'Monnify sends a notification again until it gets a 200: a 503 (not recorded, the database is unavailable) makes it do so. The content type is not checked: the raw body is read as text.',
    access: { kind: 'webhook' },
    body: { schema: monnifyNotification },
    success: { 200: { description: 'Recorded (or already recorded): `{ message: "Received" }`.', schema: messageOnly } },
    errors: {
      400: 'A correctly signed body that is not a Monnify event (not JSON, or no `eventType`).',
      401: 'The signature is missing, malformed or wrong (`Invalid signature`); nothing is recorded.',
      403: 'MONNIFY_WEBHOOK_IPS is set and the sender is not one of them; nothing is read.',
      404: 'Monnify is not configured (the sandbox takes payments): the address does not exist.',
      413: 'The body is over 64 KB.',
    },
  },

  ...cronJob(
    'appointment-reminders',
    'Send the reminders due and the review requests',
    "Every ten minutes: the day-before and hour-before reminders of paid sessions on each person's channels (at most 200 a run), then review requests for sessions that ended 2 hours to 14 days ago (at most 200).",
    { description: 'What this run sent.', schema: remindersRun },
  ),
  ...cronJob(
    'refunds',
    'Finish provider notifications and refunds',
    'Every ten minutes: provider notifications not handled yet (at most 50), then refunds still to send or without news (at most 50).',
    { description: 'What this run did.', schema: refundsRun },
  ),
  ...cronJob(
    'waitlist',
    'Tell waiting patients of freed hours',
    'Every five minutes: openings from holds that ran out, openings not finished, notices not sent, and waits that have ended.',
    { description: 'What this run did.', schema: waitlistRun },
  ),
  ...cronJob(
    'free-hours',
    "Refresh the directory's next free hours",
    'Every five minutes: therapists whose hold ran out or whose stored hours are older than half an hour (up to 500).',
    { description: 'How many therapists were worked out again.', schema: freeHoursRun },
  ),
  ...cronJob(
    'retention',
    'Remove what is past its time under the retention rules',
    'Once a day: each rule removes at most 10,000 rows, in batches of 500; a rule that fails is logged and the next one runs.',
    { description: 'Rows removed per rule.', schema: retentionRun },
  ),
  ...cronJob(
    'payouts',
    'The payout run on payout days, and the follow-up of transfers',
    "Every hour: on the 15th and the last day of the month (Lagos) the day's payout run, made once however often it is called; every time, transfers without an answer are asked about (at most 50).",
    { description: 'The run (or null) and the follow-up.', schema: payoutsRun },
  ),

  {
    method: 'get',
    path: '/api/files/{id}',
    tag: 'Files',
    summary: 'A stored image or verification document',
    description:
      'Public files (therapist photos, blog images): anyone; stored on local disk they answer 200 with `Cache-Control: public, max-age=31536000, immutable`, stored elsewhere (uploadthing, the demo pictures) 307 to that URL. ' +
      'Private files (verification documents): the therapist they belong to and Admin, 200 with `Cache-Control: private, no-store`; everyone else gets the same 404 as for an unknown id. ' +
      'The 200 body is the image: `Content-Type` exactly `image/jpeg` or `image/png`, with `X-Content-Type-Options: nosniff`, `Content-Disposition: inline` and a sandboxing Content-Security-Policy.',
    access: { kind: 'public' },
    params: z.object({ id: z.string().meta({ description: 'The StoredFile id.' }) }),
    success: {
      200: { description: 'The image bytes, `image/jpeg` or `image/png`.', contentType: ['image/jpeg', 'image/png'] },
      307: { description: 'A public file stored elsewhere: `Location` is its URL.' },
    },
    errors: { 404: 'No file has that id, or it is private and the caller may not read it (`File not found.`).' },
  },

  {
    method: 'get',
    path: '/api/auth/{nextauth}',
    tag: 'Sign-in (next-auth)',
    summary: "next-auth's own reads: session, csrf, providers, signin, signout, error",
    description:
      'next-auth v4 with the email-and-password (credentials) provider, used by the web sign-in forms; API clients sign in with POST /api/v1/patient/login instead. `{nextauth}` is the action: ' +
      '`session` (200 JSON: the session, or `{}`), `csrf` (200 `{ csrfToken }`), `providers` (200 JSON), `signin` and `error` (302 to /patient-login), `signout` (200, an HTML confirmation page). ' +
      'An action it does not serve answers 400.',
    access: { kind: 'public' },
    params: z.object({ nextauth: z.string().meta({ example: 'session' }) }),
    success: {
      200: { description: 'session, csrf or providers (JSON); signout answers an HTML page.', schema: z.union([nextAuthSession, nextAuthCsrf, nextAuthProviders]) },
      302: { description: 'signin and error: to the sign-in page.' },
    },
    errors: { 400: 'An action next-auth does not serve with GET.' },
  },
  {
    method: 'post',
    path: '/api/auth/{nextauth}',
    tag: 'Sign-in (next-auth)',
    summary: "next-auth's own actions: signin, callback, signout, session",
    description:
      'A form body (`application/x-www-form-urlencoded`) with the `csrfToken` of GET csrf; without it the answer is 302 to signin?csrf=true. The sign-in form posts `email`, `password` and `json=true` to `callback/credentials` (a two-segment action, outside this template). ' +
      'With `json=true` a redirect is answered as `{ url }`: 200 on success (the session cookie is set), **401 `{ url }`** (not ErrorBody) when the email or password is refused, the message in the URL\'s `error` parameter, as next-auth\'s own client reads it. Without `json=true`: 302. ' +
      '`session` with its csrfToken answers the session as GET does; `_log` answers 200 with no body.',
    access: { kind: 'public' },
    params: z.object({ nextauth: z.string().meta({ example: 'signout' }) }),
    success: {
      200: { description: 'With `json=true`: where next-auth would redirect; for `session`: the session.', schema: z.union([nextAuthRedirectUrl, nextAuthSession]) },
      302: { description: 'Without `json=true`: a redirect (the callback URL, or the sign-in page with an error).' },
    },
    errors: {
      400: 'An action next-auth does not serve with POST, or a session update without its csrfToken.',
      413: 'The form is over 16 KB.',
    },
  },
])
