// Demo reviews (docs/decisions/031-reviews.md): past paid sessions of the demo patients with several
// therapists, and the patients' ratings of them. Some therapists have three or more visible reviews
// (their page shows an average), some fewer (the count only); one review is hidden by the admin; some
// carry the therapist's reply. The demo patient's latest past session is left unrated, to try it.
import type { PrismaClient } from '../../lib/generated/prisma/client'
import { HOUR_MS } from '../../lib/time'

type ReviewBooking = { key: string; patient: string; therapist: number; daysAgo: number; hour: number; hours: number; complete: boolean }

/** Past sessions made only to be reviewed (booked by the seed's past-session loop like the others). */
export const REVIEW_BOOKINGS: ReviewBooking[] = [
  { key: 'PAST-REVIEW-TUNDE-1', patient: 'tunde', therapist: 1, daysAgo: 44, hour: 11, hours: 1, complete: true },
  { key: 'PAST-REVIEW-IFEOMA-1', patient: 'ifeoma', therapist: 1, daysAgo: 26, hour: 14, hours: 1, complete: true },
  { key: 'PAST-REVIEW-SADIQ-1', patient: 'sadiq', therapist: 1, daysAgo: 6, hour: 9, hours: 1, complete: true },
  { key: 'PAST-REVIEW-TUNDE-2', patient: 'tunde', therapist: 2, daysAgo: 40, hour: 16, hours: 1, complete: true },
  { key: 'PAST-REVIEW-IFEOMA-2', patient: 'ifeoma', therapist: 2, daysAgo: 18, hour: 10, hours: 1, complete: true },
  { key: 'PAST-REVIEW-TUNDE-3', patient: 'tunde', therapist: 3, daysAgo: 51, hour: 10, hours: 1, complete: true },
  { key: 'PAST-REVIEW-SADIQ-3', patient: 'sadiq', therapist: 3, daysAgo: 37, hour: 15, hours: 1, complete: true },
  { key: 'PAST-REVIEW-BLESSING-3', patient: 'blessing', therapist: 3, daysAgo: 22, hour: 12, hours: 1, complete: true },
  { key: 'PAST-REVIEW-IFEOMA-3', patient: 'ifeoma', therapist: 3, daysAgo: 8, hour: 16, hours: 1, complete: true },
  { key: 'PAST-REVIEW-IFEOMA-5', patient: 'ifeoma', therapist: 5, daysAgo: 30, hour: 11, hours: 1, complete: true },
  { key: 'PAST-REVIEW-SADIQ-5', patient: 'sadiq', therapist: 5, daysAgo: 15, hour: 14, hours: 1, complete: true },
  { key: 'PAST-REVIEW-CHIOMA-7', patient: 'chioma', therapist: 7, daysAgo: 47, hour: 9, hours: 1, complete: true },
  { key: 'PAST-REVIEW-TUNDE-7', patient: 'tunde', therapist: 7, daysAgo: 29, hour: 15, hours: 1, complete: true },
  { key: 'PAST-REVIEW-BLESSING-7', patient: 'blessing', therapist: 7, daysAgo: 16, hour: 10, hours: 1, complete: true },
  { key: 'PAST-REVIEW-SADIQ-7', patient: 'sadiq', therapist: 7, daysAgo: 4, hour: 12, hours: 1, complete: true },
]

type SeedReview = {
  /** The past session's booking key (its paymentReference is DEMO-{key}). */
  booking: string
  rating: number
  comment?: string
  /** Hours after the session's end that the review was written. */
  afterHours: number
  reply?: string
  /** Hidden by the demo admin, with this reason. */
  hiddenReason?: string
}

const SEED_REVIEWS: SeedReview[] = [
  // Dr. Adaeze Okafor (the demo therapist): five reviews, one still unanswered.
  { booking: 'PAST-CHIOMA-1', rating: 5, afterHours: 3, comment: 'She listened without judging and gave me simple things to try for my sleep. I left feeling lighter.', reply: 'Thank you, Chioma. I am glad the sleep routine is helping.' },
  { booking: 'PAST-REVIEW-TUNDE-1', rating: 4, afterHours: 20, comment: 'Very professional. The first half hour felt slow, but by the end I had a clear plan.' },
  { booking: 'PAST-CHIOMA-3', rating: 5, afterHours: 5, comment: 'Second session was even better. She remembered everything from last time.' },
  { booking: 'PAST-REVIEW-IFEOMA-1', rating: 5, afterHours: 30, comment: 'Calm, warm and practical. Worth every naira.', reply: 'Thank you for your kind words. See you next time.' },
  { booking: 'PAST-REVIEW-SADIQ-1', rating: 4, afterHours: 4 },
  // Oluwaseun Adebayo: three reviews.
  { booking: 'PAST-CHIOMA-2', rating: 4, afterHours: 8, comment: 'Helpful for work stress. The video dropped once but he called back quickly.' },
  { booking: 'PAST-REVIEW-TUNDE-2', rating: 5, afterHours: 2, comment: 'Finally someone who understands the pressure of Lagos traffic and a long workday.', reply: 'It was good to talk with you. Keep up the breathing exercises.' },
  { booking: 'PAST-REVIEW-IFEOMA-2', rating: 4, afterHours: 26 },
  // Dr. Ngozi Nwosu: four reviews.
  { booking: 'PAST-REVIEW-TUNDE-3', rating: 5, afterHours: 6, comment: 'My wife and I both felt heard. She kept the session fair to both of us.' },
  { booking: 'PAST-REVIEW-SADIQ-3', rating: 4, afterHours: 12, comment: 'Good session. I would have liked a few more exercises to take home.', reply: 'Thank you, Sadiq. I will send more exercises after our next session.' },
  { booking: 'PAST-REVIEW-BLESSING-3', rating: 5, afterHours: 3, comment: 'Gentle and wise. I cried, and that was fine.' },
  { booking: 'PAST-REVIEW-IFEOMA-3', rating: 3, afterHours: 40, comment: 'Kind, but the session started ten minutes late.' },
  // Ibrahim Musa and Dr. Babatunde Ogunleye: one review each (no average yet).
  { booking: 'PAST-SADIQ-1', rating: 5, afterHours: 10, comment: 'Spoke Hausa with me when English was not enough. Thank you.' },
  { booking: 'PAST-TUNDE-1', rating: 4, afterHours: 7 },
  // Efosa Igbinedion: two reviews.
  { booking: 'PAST-REVIEW-IFEOMA-5', rating: 5, afterHours: 4, comment: 'Clear, direct and respectful.' },
  { booking: 'PAST-REVIEW-SADIQ-5', rating: 4, afterHours: 9 },
  // Emem Bassey: three visible reviews and one hidden by the admin.
  { booking: 'PAST-REVIEW-CHIOMA-7', rating: 5, afterHours: 2, comment: 'I felt safe from the first minute.' },
  { booking: 'PAST-REVIEW-TUNDE-7', rating: 4, afterHours: 15, comment: 'Good listener. Booking was easy too.' },
  { booking: 'PAST-REVIEW-BLESSING-7', rating: 5, afterHours: 5, comment: 'She helped me put words to things I had carried for years.', reply: 'Thank you for trusting me with them.' },
  { booking: 'PAST-REVIEW-SADIQ-7', rating: 1, afterHours: 1, comment: 'Useless. Everyone should stay away from this woman.', hiddenReason: 'A personal attack, not about the session.' },
]

/**
 * Writes the demo reviews that are missing (keyed by their appointment) and sets every reviewed
 * therapist's ratingCount and ratingTotal to their visible reviews' count and sum. Returns how many
 * reviews exist.
 */
export async function seedReviews(db: PrismaClient, { adminId, now }: { adminId: string; now: Date }): Promise<number> {
  const cap = (time: number) => new Date(Math.min(time, now.getTime() - 60_000))
  for (const review of SEED_REVIEWS) {
    const appointment = await db.appointment.findUnique({
      where: { paymentReference: `DEMO-${review.booking}` },
      select: { id: true, patientId: true, therapistId: true, endsAt: true, reviews: { select: { id: true } } },
    })
    if (!appointment || appointment.reviews.length > 0) continue
    const createdAt = cap(appointment.endsAt.getTime() + review.afterHours * HOUR_MS)
    await db.review.create({
      data: {
        appointmentId: appointment.id,
        patientId: appointment.patientId,
        therapistId: appointment.therapistId,
        rating: review.rating,
        comment: review.comment ?? null,
        createdAt,
        ...(review.reply ? { reply: review.reply, repliedAt: cap(createdAt.getTime() + 20 * HOUR_MS) } : {}),
        ...(review.hiddenReason ? { hiddenAt: cap(createdAt.getTime() + 2 * HOUR_MS), hiddenReason: review.hiddenReason, hiddenById: adminId } : {}),
      },
    })
  }
  // The counts are the visible reviews', whatever was written before this run.
  await db.$executeRaw`
    UPDATE "TherapistProfile" p SET "ratingCount" = v."count", "ratingTotal" = v."total"
    FROM (SELECT "therapistId", count(*)::int AS "count", sum("rating")::int AS "total" FROM "Review" WHERE "hiddenAt" IS NULL GROUP BY "therapistId") v
    WHERE p."userId" = v."therapistId" AND (p."ratingCount", p."ratingTotal") IS DISTINCT FROM (v."count", v."total")`
  return db.review.count()
}
