import { MESSAGING_ROLES, ROLES } from '@/lib/roles'
import { commentSchema, postPageQuerySchema } from '@/lib/validation/comment'
import { giveConsentSchema } from '@/lib/validation/consent'
import { dataExportSchema } from '@/lib/validation/data-export'
import { directoryQuerySchema } from '@/lib/validation/directory-query'
import { eraseAccountSchema } from '@/lib/validation/erase-account'
import { sendMessageSchema } from '@/lib/validation/messages'
import { notificationPreferencesSchema } from '@/lib/validation/notification-preferences'
import { reviewsPageQuerySchema } from '@/lib/validation/reviews'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { messageAndData, messageOnly } from '../schemas/common'
import { consentRecord } from '../schemas/consent'
import { accountErased, bank, messageAndNull, notificationPreferences, sessionAccount, signIn } from '../schemas/user-account'
import { blogComment, blogPostDetail, blogPostPage, postViewCounted } from '../schemas/user-blog'
import { directoryPage, openAvailabilityDay, publicTherapist, therapistReviewsPage } from '../schemas/user-directory'
import { messageView, threadSummary, threadView } from '../schemas/user-messages'

const WRONG_PASSWORD = 'The password is missing or wrong (`errors.password`); nothing changes.'
const TOO_MANY_PASSWORDS = 'Too many wrong passwords for this account or address: the same throttle as sign-in.'

/** Calls any signed-in person makes about their own account, the public reads under /api/v1/user, and secure messages. */
export const userRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/v1/user/consents',
    tag: 'Privacy',
    summary: "The caller's consents, newest first, and the ones the platform asks for now",
    access: { kind: 'roles', roles: ROLES },
    success: {
      200: {
        description: 'Every consent the person gave (ended ones included) and, per current text, whether they must give it and have.',
        schema: z.object({
          data: z.array(consentRecord),
          current: z.array(z.object({ kind: z.string(), version: z.string(), required: z.boolean(), given: z.boolean() })),
        }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/v1/user/consents',
    tag: 'Privacy',
    summary: 'Give a consent to the current version of its text',
    access: { kind: 'roles', roles: ROLES },
    body: { schema: giveConsentSchema },
    success: {
      200: { description: 'Already given for this version: the record in force.', schema: messageAndData(consentRecord) },
      201: { description: 'Given: the new record.', schema: messageAndData(consentRecord) },
    },
    errors: { 400: 'Another kind, or a version other than the current text.' },
  },
  {
    method: 'delete',
    path: '/api/v1/user/consents/{kind}',
    tag: 'Privacy',
    summary: 'Withdraw a consent',
    access: { kind: 'roles', roles: ROLES },
    params: z.object({ kind: z.string().meta({ example: 'health-data' }) }),
    success: { 200: { description: 'Withdrawn: the record with withdrawnAt set.', schema: messageAndData(consentRecord) } },
    errors: { 404: 'The caller has no consent of that kind in force.' },
  },

  // The directory and public profiles.
  {
    method: 'get',
    path: '/api/v1/user/all-app-therapist',
    tag: 'Therapist directory',
    summary: 'The therapist directory, filtered, sorted and paged',
    description:
      'The same filters and sorts as the /therapists page: `specialty` (one of the 15, spelled exactly), `q` (name contains, any case; at most 60 characters kept), `mode` (`video`, `audio`, `phone`), ' +
      '`language` (`english`, `yoruba`, `hausa`, `igbo`, `pidgin`, `french`, `other`; any case), `gender` (`female`, `male`), `minFee` / `maxFee` (whole naira per hour, inclusive), `faith` (`christian`, `muslim`, `interfaith`), ' +
      '`availableWithinDays` (1 to 56: a free hour starts within that many days), `sort` (`soonest`, `fee`, `rating`; absent: newest verified first), `offset` (default 0), `limit` (default 12; values above 24 are capped at 24). ' +
      'An unknown value or a bad number answers 400 (unlike the page, which ignores it).',
    access: { kind: 'public' },
    query: directoryQuerySchema,
    success: { 200: { description: 'One page of publicly listed therapists.', schema: directoryPage } },
  },
  {
    method: 'get',
    path: '/api/v1/user/user-therapist/{id}',
    tag: 'Therapist directory',
    summary: "A listed therapist's public profile",
    access: { kind: 'public' },
    success: { 200: { description: 'The therapist.', schema: z.object({ data: publicTherapist }) } },
    errors: { 404: 'No publicly listed therapist has that id (unverified, blocked, erased or unknown).' },
  },
  {
    method: 'get',
    path: '/api/v1/user/user-view-availability/{id}',
    tag: 'Therapist directory',
    summary: "A therapist's free hours from today on (Lagos)",
    description: 'Days with published hours left but all taken come with isBooked true and no slots; today is left out once its hours have all started. Never cached.',
    access: { kind: 'public' },
    success: { 200: { description: 'The open days, soonest first.', schema: z.object({ data: z.array(openAvailabilityDay) }) } },
    errors: { 404: 'No publicly listed therapist has that id.' },
  },
  {
    method: 'get',
    path: '/api/v1/user/therapist-reviews/{therapistId}',
    tag: 'Reviews',
    summary: "A listed therapist's visible reviews, newest first",
    description: '`limit` defaults to 10; values above 24 are capped at 24.',
    access: { kind: 'public' },
    query: reviewsPageQuerySchema,
    success: { 200: { description: 'One page of reviews with the rating summary.', schema: therapistReviewsPage } },
    errors: { 404: 'No publicly listed therapist has that id.' },
  },

  // The blog.
  {
    method: 'get',
    path: '/api/v1/user/all-blogPost',
    tag: 'Blog and comments',
    summary: 'The blog, newest first, a page at a time',
    description: '`limit` is 1 to 24 (default 6).',
    access: { kind: 'public' },
    query: postPageQuerySchema,
    success: { 200: { description: 'One page of posts.', schema: blogPostPage } },
  },
  {
    method: 'get',
    path: '/api/v1/user/blogPost-detail/{postId}',
    tag: 'Blog and comments',
    summary: 'One post with its comments',
    access: { kind: 'public' },
    success: { 200: { description: 'The post; its comments newest first.', schema: z.object({ data: blogPostDetail }) } },
    errors: { 404: 'No post has that id (or the id is malformed).' },
  },
  {
    method: 'post',
    path: '/api/v1/user/blog-post-view/{postId}',
    tag: 'Blog and comments',
    summary: 'Count a view of a post',
    description: 'Once per visitor (address and browser) per post per Lagos day.',
    access: { kind: 'public' },
    success: { 200: { description: 'Whether this call counted a view.', schema: postViewCounted } },
    errors: { 404: 'No post has that id.' },
  },
  {
    method: 'post',
    path: '/api/v1/user/create-comment/{postId}',
    tag: 'Blog and comments',
    summary: 'Comment on a post',
    description: "The commenter's name and id come from the session; `commenter` and `commenterId` in the body are ignored. At most 10 comments per person in 10 minutes.",
    access: { kind: 'roles', roles: ROLES, note: 'A person with a full name on their profile.' },
    body: { schema: commentSchema },
    success: { 201: { description: 'Added.', schema: messageAndData(blogComment) } },
    errors: {
      401: 'The account has no full name to comment under.',
      404: 'No post has that id.',
      429: 'More than 10 comments in 10 minutes.',
    },
  },
  {
    method: 'delete',
    path: '/api/v1/user/delete-comment/{commentId}',
    tag: 'Blog and comments',
    summary: 'Delete a comment',
    access: { kind: 'roles', roles: ROLES, note: "The comment's author, an Admin or a Manager." },
    success: { 200: { description: 'Deleted (also when it was already gone by a click at the same time).', schema: messageOnly } },
    errors: { 403: "Someone other than the comment's author, an Admin or a Manager.", 404: 'No comment has that id.' },
  },

  // The caller's own account.
  {
    method: 'get',
    path: '/api/v1/user/session-account',
    tag: 'Account',
    summary: 'Who is signed in',
    description: 'The cached public pages ask here who is signed in. `Cache-Control: private, no-store`.',
    access: { kind: 'public' },
    success: { 200: { description: 'The signed-in person, or `data: null`.', schema: sessionAccount } },
  },
  {
    method: 'get',
    path: '/api/v1/user/user-logout',
    tag: 'Account',
    summary: 'Sign out',
    description: 'The sign-in is revoked on the server (cookie and Bearer copies alike) and the session cookie cleared. Answers 200 without a session too.',
    access: { kind: 'public' },
    changesState: true,
    success: { 200: { description: 'Signed out.', schema: messageAndNull } },
  },
  {
    method: 'get',
    path: '/api/v1/user/sign-ins',
    tag: 'Privacy',
    summary: "The caller's sign-ins, newest first",
    description: 'Every active sign-in (at most 50) and the 20 most recent ones.',
    access: { kind: 'roles', roles: ROLES },
    success: { 200: { description: 'The sign-ins.', schema: z.object({ data: z.array(signIn) }) } },
    errors: { 404: 'The account is gone.' },
  },
  {
    method: 'post',
    path: '/api/v1/user/sign-out-everywhere',
    tag: 'Privacy',
    summary: 'End every sign-in of the account, this one too',
    access: { kind: 'roles', roles: ROLES },
    success: { 200: { description: 'Every session ended; the cookie is cleared.', schema: messageAndNull } },
  },
  {
    method: 'get',
    path: '/api/v1/user/notification-preferences',
    tag: 'Notification settings',
    summary: "The caller's notification settings",
    access: { kind: 'roles', roles: ROLES },
    success: { 200: { description: 'The settings as they work now.', schema: z.object({ data: notificationPreferences }) } },
    errors: { 404: 'The account is gone.' },
  },
  {
    method: 'put',
    path: '/api/v1/user/notification-preferences',
    tag: 'Notification settings',
    summary: 'Save the notification settings',
    description: 'Absent `calendarTitle` keeps the current choice.',
    access: { kind: 'roles', roles: ROLES },
    body: { schema: notificationPreferencesSchema },
    success: { 200: { description: 'Saved: the settings as they work now.', schema: messageAndData(notificationPreferences) } },
    errors: { 400: 'SMS or WhatsApp asked for without a Nigerian mobile number on the profile (`errors.sms`, `errors.whatsapp`).', 404: 'The account is gone.' },
  },
  {
    method: 'get',
    path: '/api/v1/user/banks',
    tag: 'Cancellations and refunds',
    summary: 'The banks a refund can be sent to',
    access: { kind: 'roles', roles: ROLES },
    success: { 200: { description: 'The banks, by name.', schema: z.object({ data: z.array(bank) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/user/export',
    tag: 'Privacy',
    summary: 'Download my data (a ZIP)',
    description:
      'Everything Alafia holds about the caller, as JSON files and a README in one ZIP, after the password is checked again. `Content-Disposition: attachment; filename="alafia-data-YYYY-MM-DD.zip"` (the Lagos date), `Cache-Control: no-store`.',
    access: { kind: 'roles', roles: ROLES },
    body: { schema: dataExportSchema },
    success: { 200: { description: 'The ZIP itself.', contentType: 'application/zip' } },
    errors: { 400: WRONG_PASSWORD, 429: TOO_MANY_PASSWORDS },
  },
  {
    method: 'post',
    path: '/api/v1/user/erase-account',
    tag: 'Privacy',
    summary: 'Delete my account',
    description:
      'Unpaid holds are released, paid sessions still to come are cancelled with everything refunded, and the account is erased; the session cookie is cleared. `refundedAmount` is in naira.',
    access: { kind: 'roles', roles: ROLES, note: 'Patients and therapists; staff get 403.' },
    body: { schema: eraseAccountSchema },
    success: { 200: { description: 'Erased and signed out everywhere.', schema: accountErased } },
    errors: {
      400: WRONG_PASSWORD,
      401: 'The account was erased meanwhile.',
      403: 'An Admin or Manager: another admin removes staff accounts.',
      409: 'A therapist still owed money (how much and when it is paid), or a patient whose refund needs a bank account first.',
      429: TOO_MANY_PASSWORDS,
    },
  },

  // Secure messages.
  {
    method: 'get',
    path: '/api/v1/messages/threads',
    tag: 'Secure messages',
    summary: "The caller's threads, the latest conversation first",
    description: 'One thread for each person a paid session links the caller with, then by name.',
    access: { kind: 'roles', roles: MESSAGING_ROLES },
    success: { 200: { description: 'The threads with their unread counts.', schema: z.object({ data: z.array(threadSummary) }) } },
  },
  {
    method: 'get',
    path: '/api/v1/messages/threads/{userId}',
    tag: 'Secure messages',
    summary: 'The thread with a person, marked read',
    access: { kind: 'roles', roles: MESSAGING_ROLES },
    success: { 200: { description: 'The thread; its latest 200 messages, oldest first.', schema: z.object({ data: threadView }) } },
    errors: { 404: 'No paid session links the two (or the person is unknown or erased).' },
  },
  {
    method: 'post',
    path: '/api/v1/messages/threads/{userId}',
    tag: 'Secure messages',
    summary: 'Send a message',
    description: 'The body is 1 to 2,000 characters. The other person is told only that a message arrived, never what it says.',
    access: { kind: 'roles', roles: MESSAGING_ROLES },
    body: { schema: sendMessageSchema },
    success: { 201: { description: 'Sent.', schema: messageAndData(messageView) } },
    errors: {
      403: "Nothing links the two, or the other person's account is blocked (the conversation is closed).",
      429: 'More than 30 messages in 10 minutes.',
    },
  },
])
