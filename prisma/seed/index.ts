// Demo data for Alafia: therapists with photos, verification documents and two weeks of
// availability, demo patients, staff, blog posts with comments and a few paid appointments.
//
//   npm run db:seed        (node scripts/with-db.mjs tsx --conditions react-server prisma/seed/index.ts)
//
// Run under --conditions react-server: the demo therapists' next free hours are stored by the app's own
// rule (lib/server/therapists/free-hours-ahead.ts), whose modules import 'server-only'.
//
// Idempotent: rows are keyed on unique columns (User.email, StoredFile.storageKey, Availability
// (therapistId, date), Appointment.paymentReference) or on ids derived from a stable name, and
// existing rows are left as they are. Running it again on a later day adds the new availability days
// and, once the demo patients' upcoming sessions have passed, books new upcoming ones.
import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import path from 'node:path'
import { addDays } from '../../lib/availability/calendar'
import { nairaToKobo } from '../../lib/money'
import { SPECIALTIES } from '../../lib/specialties'
import { coveredHours, HOUR_MS, lagosDateKey } from '../../lib/time'
import { NIGERIAN_STATES, normaliseNigerianPhone } from '../../lib/nigeria'
import { LANGUAGES_REQUIRED, orderedLanguages } from '../../lib/languages'
import { refreshFreeHoursAhead } from '../../lib/server/therapists/free-hours-ahead'
import type { PrismaClient, StoredFile } from '../../lib/generated/prisma/client'
import { createDbClient } from '../../tests/fixtures/db-client'
import {
  DEMO_PASSWORD,
  createAdmin,
  createAppointment,
  createAvailability,
  createManager,
  createPatient,
  createTherapist,
  dateOnly,
  demoPasswordHash,
  deterministicUuid,
  lagosHourToUtc,
  type TherapistWithProfile,
} from '../../tests/fixtures/factories'
import { BLOG_POSTS } from './blog'
import { seedDocuments } from './documents'
import { ADMIN, DEMO_PATIENT_EMAIL, MANAGER, PATIENTS } from './people'
import { seedPayouts } from './payouts'
import { REVIEW_BOOKINGS, seedReviews } from './reviews'
import { DEMO_THERAPIST_EMAIL, THERAPISTS, therapistEmail, therapistFullName, type SeedTherapist } from './therapists'

const ROOT = path.resolve(__dirname, '../..')
const DAY_MS = 24 * HOUR_MS
const AVAILABILITY_DAYS = 14
/** Twelve weeks: the longest standing weekly series. */
const DEMO_AVAILABILITY_DAYS = 12 * 7

// ---------------------------------------------------------------------------------------------------
// Helpers


/** A deterministic pseudo-random generator (mulberry32) seeded from a string. */
function rng(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0)
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Runs fn over items with at most `limit` in flight (the pg pool holds 10 connections). */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await fn(items[index]!, index)
    }
  })
  await Promise.all(workers)
  return results
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Seed data is inconsistent: ${message}`)
}

/** Catches mistakes in the data modules before anything is written. */
function validateSeedData() {
  const emails = new Set<string>()
  const covered = new Set<string>()
  for (const t of THERAPISTS) {
    const email = therapistEmail(t)
    check(!emails.has(email), `duplicate email ${email}`)
    emails.add(email)
    check(t.specialties.length >= 1 && t.specialties.length <= 5, `${email}: 1–5 specialties`)
    check(new Set(t.specialties).size === t.specialties.length, `${email}: repeated specialty`)
    t.specialties.forEach((s) => covered.add(s))
    check(t.feeNaira >= 10_000 && t.feeNaira <= 60_000, `${email}: fee out of range`)
    check(t.yearsOfExperience >= 2 && t.yearsOfExperience <= 30, `${email}: experience out of range`)
    check((NIGERIAN_STATES as readonly string[]).includes(t.state), `${email}: unknown state ${t.state}`)
    check(normaliseNigerianPhone(t.phoneNumber) === t.phoneNumber, `${email}: phone ${t.phoneNumber}`)
    check(t.languages.length >= 1, `${email}: ${LANGUAGES_REQUIRED}`)
    check(orderedLanguages(t.languages).join() === t.languages.join(), `${email}: languages repeated or out of the form's order`)
  }
  // What a patient asks for first: a Yoruba-speaking woman they can afford (under ₦20,000).
  check(
    THERAPISTS.some((t) => t.verified && t.gender === 'Female' && t.languages.includes('Yoruba') && t.feeNaira < 20_000),
    'no verified Yoruba-speaking female therapist under ₦20,000',
  )
  check(covered.size === SPECIALTIES.length, `specialties not covered: ${SPECIALTIES.filter((s) => !covered.has(s)).join(', ')}`)
  for (const p of PATIENTS) {
    check(normaliseNigerianPhone(p.phoneNumber) === p.phoneNumber, `${p.email}: phone ${p.phoneNumber}`)
    check((NIGERIAN_STATES as readonly string[]).includes(p.state), `${p.email}: unknown state ${p.state}`)
  }
}

/** A demo picture's StoredFile row; `smallPath`: its small rendition's file, recorded as its own row (smallFileId). */
async function upsertPublicImage(db: PrismaClient, relativePath: string, uploadedById: string | null, smallPath?: string): Promise<StoredFile> {
  const small = smallPath ? await upsertPublicImage(db, smallPath, uploadedById) : null
  const file = path.join(ROOT, 'public/images/demo', relativePath)
  let byteSize: number
  try {
    byteSize = statSync(file).size
  } catch {
    throw new Error(`Missing demo image ${path.relative(ROOT, file)}: run \`node scripts/generate-demo-images.mjs\`.`)
  }
  const storageKey = `demo/${relativePath}`
  const url = `/images/demo/${relativePath}`
  return db.storedFile.upsert({
    where: { storageKey },
    create: {
      id: deterministicUuid(`stored-file:${storageKey}`),
      storageKey,
      url,
      contentType: 'image/jpeg',
      byteSize,
      visibility: 'Public',
      uploadedById,
      smallFileId: small?.id ?? null,
    },
    // Keeps the row in step with the committed file; a no-op when nothing changed.
    update: { url, contentType: 'image/jpeg', byteSize, visibility: 'Public', smallFileId: small?.id ?? null },
  })
}

// ---------------------------------------------------------------------------------------------------
// Availability: a realistic weekly rhythm per therapist, stable for a given therapist and date.

function hoursFor(t: SeedTherapist, date: string): number[] {
  const profile = rng(`profile:${therapistEmail(t)}`)
  const start = 8 + Math.floor(profile() * 3) // 8, 9 or 10
  const end = 15 + Math.floor(profile() * 3) // last starting hour 15, 16 or 17
  const evenings = profile() < 0.3 // also 18:00–20:00
  const worksSundays = profile() < 0.2
  const lunchBreak = profile() < 0.7

  const day = rng(`availability:${therapistEmail(t)}:${date}`)
  const weekday = dateOnly(date).getUTCDay() // 0 = Sunday
  const isDemo = therapistEmail(t) === DEMO_THERAPIST_EMAIL
  if (weekday === 0) return worksSundays ? [14, 15, 16, 17] : []
  if (!isDemo && day() < 0.12) return [] // an occasional day off
  let hours: number[] = []
  if (weekday === 6) {
    for (let h = 10; h <= 13; h++) hours.push(h)
  } else {
    for (let h = start; h <= end; h++) hours.push(h)
    if (evenings) hours.push(18, 19, 20)
  }
  if (lunchBreak) hours = hours.filter((h) => h !== 13)
  if (hours.length > 4 && day() < 0.35) {
    const drop = hours[1 + Math.floor(day() * (hours.length - 2))]
    hours = hours.filter((h) => h !== drop)
  }
  return hours
}

// ---------------------------------------------------------------------------------------------------
// Appointments

type PastBooking = { key: string; patient: string; therapist: number; daysAgo: number; hour: number; hours: number; complete: boolean }
type UpcomingBooking = { key: string; patient: string; therapist: number; minDaysAhead: number; hour: number; hours: number }

// `therapist` is the therapist's photo number in ./therapists (01 is the demo therapist).
const PAST_BOOKINGS: PastBooking[] = [
  { key: 'PAST-CHIOMA-1', patient: 'chioma', therapist: 1, daysAgo: 58, hour: 10, hours: 1, complete: true },
  { key: 'PAST-CHIOMA-2', patient: 'chioma', therapist: 2, daysAgo: 33, hour: 15, hours: 2, complete: true },
  { key: 'PAST-CHIOMA-3', patient: 'chioma', therapist: 1, daysAgo: 12, hour: 11, hours: 1, complete: true },
  { key: 'PAST-CHIOMA-4', patient: 'chioma', therapist: 10, daysAgo: 2, hour: 16, hours: 1, complete: false },
  { key: 'PAST-TUNDE-1', patient: 'tunde', therapist: 11, daysAgo: 20, hour: 12, hours: 1, complete: true },
  { key: 'PAST-SADIQ-1', patient: 'sadiq', therapist: 4, daysAgo: 9, hour: 14, hours: 2, complete: true },
]

const UPCOMING_BOOKINGS: UpcomingBooking[] = [
  { key: 'UP-CHIOMA-1', patient: 'chioma', therapist: 1, minDaysAhead: 2, hour: 10, hours: 1 },
  { key: 'UP-CHIOMA-2', patient: 'chioma', therapist: 3, minDaysAhead: 5, hour: 14, hours: 2 },
  { key: 'UP-TUNDE-1', patient: 'tunde', therapist: 1, minDaysAhead: 1, hour: 15, hours: 1 },
  { key: 'UP-IFEOMA-1', patient: 'ifeoma', therapist: 3, minDaysAhead: 3, hour: 11, hours: 1 },
]

function demoReferences(key: string) {
  const digest = createHash('sha256').update(key).digest('hex')
  return {
    paymentReference: `DEMO-${key}`,
    transactionReference: `MNFY|DEMO|${key}`,
    videoLink: `https://meet.jit.si/alafia-${digest.slice(0, 16)}`,
  }
}

/** Whether the therapist and the patient are both free for `hours` hours from startsAt. */
async function isFree(db: PrismaClient, therapistId: string, patientId: string, startsAt: Date, hours: number) {
  const endsAt = new Date(startsAt.getTime() + hours * HOUR_MS)
  const slotStarts = coveredHours(startsAt, hours)
  const [takenSlots, patientClashes] = await Promise.all([
    db.appointmentSlot.count({ where: { therapistId, startsAt: { in: slotStarts } } }),
    db.appointment.count({
      where: { patientId, status: { in: ['Paid', 'Pending'] }, startsAt: { lt: endsAt }, endsAt: { gt: startsAt } },
    }),
  ])
  return takenSlots === 0 && patientClashes === 0
}

/** Candidate hours ordered by closeness to the preferred one. */
function byPreference(hours: number[], preferred: number) {
  return [...hours].sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred) || a - b)
}

// ---------------------------------------------------------------------------------------------------

/** Demo ids are derived from the email, so every fresh seed gives the same URLs (/one-therapist/{id}). */
function userId(email: string): string {
  return deterministicUuid(`user:${email}`)
}

async function main() {
  const started = performance.now()
  validateSeedData()
  const db = createDbClient()
  try {
    const now = new Date()
    const today = lagosDateKey(now)
    await demoPasswordHash() // hashed once, shared by every demo account

    // Staff and patients.
    const admin = await createAdmin(db, { id: userId(ADMIN.email), email: ADMIN.email, fullName: ADMIN.fullName, gender: 'Female', state: 'Lagos' })
    const manager = await createManager(db, { id: userId(MANAGER.email), email: MANAGER.email, fullName: MANAGER.fullName, gender: 'Female', state: 'Lagos' })
    const patients = new Map(
      await Promise.all(
        PATIENTS.map(async (p, i) => {
          const user = await createPatient(db, {
            id: userId(p.email),
            email: p.email,
            fullName: p.fullName,
            gender: p.gender,
            phoneNumber: p.phoneNumber,
            dateOfBirth: dateOnly(p.dateOfBirth),
            address: p.address,
            localGovernment: p.localGovernment,
            state: p.state,
            createdAt: new Date(now.getTime() - (200 - i * 17) * DAY_MS),
          })
          return [p.key, user] as const
        }),
      ),
    )

    // Therapists, each with a public photo.
    const memberSinceOf = (t: SeedTherapist) => new Date(now.getTime() - (40 + ((t.photo * 37) % 500)) * DAY_MS)
    const therapists = await mapLimit(THERAPISTS, 8, async (t) => {
      const photo = await upsertPublicImage(db, `therapists/${pad(t.photo)}.jpg`, null, `therapists/small/${pad(t.photo)}.jpg`)
      const memberSince = memberSinceOf(t)
      return createTherapist(db, {
        id: userId(therapistEmail(t)),
        email: therapistEmail(t),
        fullName: therapistFullName(t),
        gender: t.gender,
        phoneNumber: t.phoneNumber,
        address: t.address,
        localGovernment: t.localGovernment,
        state: t.state,
        createdAt: memberSince,
        bio: t.bio,
        feeKobo: nairaToKobo(t.feeNaira),
        specialties: t.specialties,
        yearsOfExperience: t.yearsOfExperience,
        photoFileId: photo.id,
        isVerified: t.verified,
        verifiedAt: t.verified ? new Date(memberSince.getTime() + 2 * DAY_MS) : null,
      })
    })
    // Languages and faith-based approach: set while the profile still has the column defaults (English
    // only, none stated), so a re-run brings older demo databases up to date but keeps a therapist's own edit.
    await mapLimit(THERAPISTS, 8, (t, i) =>
      db.therapistProfile.updateMany({
        where: { userId: therapists[i]!.id, languages: { equals: ['English'] }, faith: null },
        data: { languages: t.languages, faith: t.faith ?? null },
      }),
    )
    const therapistByPhoto = new Map<number, TherapistWithProfile>(THERAPISTS.map((t, i) => [t.photo, therapists[i]!]))

    // Their verification documents (private files in the local upload folder), reviewed by the admin.
    const documentsAdded = await seedDocuments(db, {
      therapists: THERAPISTS.map((t, i) => ({ seed: t, id: therapists[i]!.id, memberSince: memberSinceOf(t) })),
      reviewerId: admin.id,
    })

    // Two weeks of availability for verified therapists (only days the therapist works); the demo
    // therapist keeps a quarter of weekly hours, so a standing weekly series of up to 12 weeks can be
    // booked in the demo. Days that already exist are left alone, so a therapist's own edits survive a re-run.
    const dates = Array.from({ length: DEMO_AVAILABILITY_DAYS }, (_, i) => addDays(today, i))
    const existingDays = await db.availability.findMany({
      where: { therapistId: { in: therapists.map((t) => t.id) }, date: { gte: dateOnly(dates[0]!), lte: dateOnly(dates.at(-1)!) } },
      select: { therapistId: true, date: true },
    })
    const existingDayKeys = new Set(existingDays.map((a) => `${a.therapistId}|${a.date.toISOString().slice(0, 10)}`))
    const availabilityJobs = THERAPISTS.flatMap((t, i) => {
      const therapist = therapists[i]!
      if (!therapist.therapistProfile.isVerified) return []
      const days = therapistEmail(t) === DEMO_THERAPIST_EMAIL ? DEMO_AVAILABILITY_DAYS : AVAILABILITY_DAYS
      return dates.slice(0, days).map((date) => ({ therapistId: therapist.id, date, hours: hoursFor(t, date) }))
    }).filter((job) => job.hours.length > 0 && !existingDayKeys.has(`${job.therapistId}|${job.date}`))
    await mapLimit(availabilityJobs, 8, (job) => createAvailability(db, job))

    // Blog posts (by the admin) with covers and comments.
    await mapLimit(BLOG_POSTS, 4, async (post, i) => {
      const image = await upsertPublicImage(db, `blog/${pad(post.cover)}.jpg`, admin.id)
      const createdAt = lagosHourToUtc(addDays(today, -post.daysAgo), 9 + (i % 6))
      const postId = deterministicUuid(`blog-post:${post.slug}`)
      await db.blogPost.upsert({
        where: { id: postId },
        create: {
          id: postId,
          title: post.title,
          content: post.paragraphs.join('\n\n'),
          imageFileId: image.id,
          views: post.views,
          authorId: admin.id,
          createdAt,
          updatedAt: createdAt,
        },
        update: {},
      })
      for (const [n, comment] of post.comments.entries()) {
        const author = patients.get(comment.by)
        check(author, `comment by unknown patient ${comment.by}`)
        const id = deterministicUuid(`comment:${post.slug}:${n}`)
        const at = Math.min(createdAt.getTime() + comment.afterHours * HOUR_MS, now.getTime() - 60_000)
        await db.comment.upsert({
          where: { id },
          create: { id, postId, authorId: author.id, authorName: author.fullName, text: comment.text, createdAt: new Date(at) },
          update: {},
        })
      }
    })

    // Past sessions: created once, on the first run, relative to that day.
    for (const booking of [...PAST_BOOKINGS, ...REVIEW_BOOKINGS]) {
      const refs = demoReferences(booking.key)
      if (await db.appointment.findUnique({ where: { paymentReference: refs.paymentReference }, select: { id: true } })) continue
      const patient = patients.get(booking.patient)
      const therapist = therapistByPhoto.get(booking.therapist)
      check(patient && therapist, `booking ${booking.key}`)
      const date = addDays(today, -booking.daysAgo)
      let startsAt: Date | undefined
      for (const hour of byPreference([9, 10, 11, 12, 14, 15, 16], booking.hour)) {
        const candidate = lagosHourToUtc(date, hour)
        if (await isFree(db, therapist.id, patient.id, candidate, booking.hours)) {
          startsAt = candidate
          break
        }
      }
      if (!startsAt) continue
      const endsAt = new Date(startsAt.getTime() + booking.hours * HOUR_MS)
      const bookedAt = new Date(startsAt.getTime() - 3 * DAY_MS)
      await createAppointment(db, {
        ...refs,
        patientId: patient.id,
        therapistId: therapist.id,
        startsAt,
        durationHours: booking.hours,
        status: 'Paid',
        isComplete: booking.complete,
        completedAt: booking.complete ? new Date(endsAt.getTime() + 30 * 60_000) : null,
        createdAt: bookedAt,
        paidAt: new Date(bookedAt.getTime() + 4 * 60_000),
        provider: 'Sandbox',
      })
    }

    // Upcoming sessions: inside the therapist's availability, never overlapping. A booking key keeps
    // its upcoming session until it has passed; then the next run books a new one.
    const earliestStart = now.getTime() + 2 * HOUR_MS
    for (const booking of UPCOMING_BOOKINGS) {
      const patient = patients.get(booking.patient)
      const therapist = therapistByPhoto.get(booking.therapist)
      check(patient && therapist, `booking ${booking.key}`)
      const existing = await db.appointment.findFirst({
        where: { paymentReference: { startsWith: `DEMO-${booking.key}-` }, status: 'Paid', startsAt: { gt: now } },
        select: { id: true },
      })
      if (existing) continue
      booking: for (let offset = booking.minDaysAhead; offset < AVAILABILITY_DAYS; offset++) {
        const date = addDays(today, offset)
        const availability = await db.availability.findUnique({
          where: { therapistId_date: { therapistId: therapist.id, date: dateOnly(date) } },
        })
        if (!availability) continue
        const open = new Set(availability.hours)
        for (const hour of byPreference(availability.hours, booking.hour)) {
          const covered = Array.from({ length: booking.hours }, (_, i) => hour + i)
          if (!covered.every((h) => open.has(h))) continue
          const startsAt = lagosHourToUtc(date, hour)
          if (startsAt.getTime() < earliestStart) continue
          if (!(await isFree(db, therapist.id, patient.id, startsAt, booking.hours))) continue
          const refs = demoReferences(`${booking.key}-${date.replaceAll('-', '')}${pad(hour)}`)
          const bookedAt = new Date(now.getTime() - 26 * HOUR_MS)
          await createAppointment(db, {
            ...refs,
            patientId: patient.id,
            therapistId: therapist.id,
            startsAt,
            durationHours: booking.hours,
            status: 'Paid',
            createdAt: bookedAt,
            paidAt: new Date(bookedAt.getTime() + 3 * 60_000),
            provider: 'Sandbox',
          })
          break booking
        }
      }
    }

    const reviews = await seedReviews(db, { adminId: admin.id, now })
    // Payout accounts and one past payout run for the therapists with past sessions.
    const payees = [...new Set([...PAST_BOOKINGS, ...REVIEW_BOOKINGS].map((booking) => booking.therapist))].map((photo) => therapistByPhoto.get(photo)!)
    await seedPayouts(db, { adminId: admin.id, payees, now })

    // Every therapist's next free hours, as the app stores them after each change (the directory's
    // "Next available", its availability filter and soonest sort read them), now that hours and bookings are in.
    await refreshFreeHoursAhead(db, therapists.map((t) => t.id), new Date())

    // Summary.
    const [byRole, verified, unverified, availability, appointments, slots, payments, posts, comments, files, documents, withFreeHours] = await Promise.all([
      db.user.groupBy({ by: ['role'], _count: { _all: true } }),
      db.therapistProfile.count({ where: { isVerified: true } }),
      db.therapistProfile.count({ where: { isVerified: false } }),
      db.availability.count(),
      db.appointment.count(),
      db.appointmentSlot.count(),
      db.payment.count(),
      db.blogPost.count(),
      db.comment.count(),
      db.storedFile.count(),
      db.therapistDocument.count(),
      db.therapistProfile.count({ where: { isVerified: true, freeHoursAhead: { isEmpty: false } } }),
    ])
    const roles = Object.fromEntries(byRole.map((r) => [r.role, r._count._all]))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Alafia demo data ready in ${seconds} s (Lagos date ${today}).`)
    console.log(
      `  users: ${roles.Patient ?? 0} patients, ${roles.Therapist ?? 0} therapists (${verified} verified, ${unverified} awaiting review), ` +
        `${roles.Admin ?? 0} admin, ${roles.Manager ?? 0} manager`,
    )
    console.log(`  availability days: ${availability} (${withFreeHours} verified therapists with free hours ahead); appointments: ${appointments} (${slots} slots, ${payments} payments); reviews: ${reviews}; payouts: ${await db.payout.count()}`)
    console.log(`  blog posts: ${posts}; comments: ${comments}; stored files: ${files}; verification documents: ${documents} (${documentsAdded} added now)`)
    console.log(`  demo logins (password ${DEMO_PASSWORD}):`)
    console.log(`    patient    ${DEMO_PATIENT_EMAIL}`)
    console.log(`    therapist  ${DEMO_THERAPIST_EMAIL}`)
    console.log(`    admin      ${admin.email}`)
    console.log(`    manager    ${manager.email}`)
  } finally {
    await db.$disconnect()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
