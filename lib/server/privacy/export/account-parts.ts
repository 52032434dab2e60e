import 'server-only'
import { db } from '../../db'
import { describePreferences } from '../../notifications/view-notification-preferences'
import { calendarDate } from './export-values'
import type { ExportPart } from './export-parts'

/** The account itself: what the person gave at registration and on their profile. */
async function profilePart(userId: string): Promise<ExportPart> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true, email: true, fullName: true, role: true, gender: true, phoneNumber: true, dateOfBirth: true,
      address: true, localGovernment: true, state: true, isBlocked: true, createdAt: true, updatedAt: true, lastSeenAt: true,
    },
  })
  return { name: 'profile.json', data: { ...user, dateOfBirth: calendarDate(user.dateOfBirth) } }
}

/** Every consent given, in force or ended (withdrawn, or replaced by the same consent to a newer text). */
async function consentsPart(userId: string): Promise<ExportPart> {
  const consents = await db.consent.findMany({
    where: { userId },
    orderBy: { givenAt: 'asc' },
    select: { kind: true, version: true, givenAt: true, withdrawnAt: true, replacedAt: true },
  })
  return { name: 'consents.json', data: consents }
}

/** The reminder channels and calendar title as they work now (the defaults when never chosen). */
async function preferencesPart(userId: string): Promise<ExportPart> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { phoneNumber: true, notificationPreference: { select: { email: true, sms: true, whatsapp: true, calendarTitle: true, updatedAt: true } } },
  })
  const stored = user.notificationPreference
  return {
    name: 'notification-preferences.json',
    data: { ...describePreferences(user.phoneNumber, stored), chosenAt: stored?.updatedAt ?? null },
  }
}

/**
 * Every sign-in still on record (web form, API login, registration). Whatever the sign-in table
 * records about a sign-in is the person's own, so every column is read but the owner's id.
 */
async function signInsPart(userId: string): Promise<ExportPart> {
  const sessions = await db.userSession.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, omit: { userId: true } })
  return { name: 'sign-ins.json', data: sessions }
}

/** The person's comments on blog posts, with the post they were left on. */
async function commentsPart(userId: string): Promise<ExportPart> {
  const comments = await db.comment.findMany({
    where: { authorId: userId },
    orderBy: { createdAt: 'asc' },
    select: { id: true, authorName: true, text: true, createdAt: true, post: { select: { id: true, title: true } } },
  })
  return { name: 'comments.json', data: comments }
}

/** The parts every account has, whatever its role. */
export function accountParts(userId: string): Promise<ExportPart>[] {
  return [profilePart(userId), consentsPart(userId), preferencesPart(userId), signInsPart(userId), commentsPart(userId)]
}
