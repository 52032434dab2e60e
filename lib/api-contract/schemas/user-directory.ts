import { z } from '@/lib/validation/zod'
import { id, isoDateTime, lagosDate, profilePhoto } from './common'

/*
 * The public side of therapists: the directory card and profile (lib/server/therapists/public-therapist.ts),
 * the open hours of the booking widget and the visible reviews.
 */

const ratingSummary = z
  .object({ average: z.number().meta({ description: 'To one decimal.' }), count: z.number().int() })
  .nullable()
  .meta({ description: 'The average of the visible reviews and how many; null below three reviews.' })

const specialtyN = z.string().nullable()

export const publicTherapist = z.object({
  _id: id,
  fullName: z.string(),
  bio: z.string(),
  gender: z.enum(['Male', 'Female']).nullable(),
  fee: z.number().meta({ description: 'Naira per hour.' }),
  feeKobo: z.number().int().meta({ description: 'The same fee in kobo.' }),
  specialties: z.array(z.string()),
  specialtyOne: specialtyN,
  specialtyTwo: specialtyN,
  specialtyThree: specialtyN,
  specialtyFour: specialtyN,
  specialtyFive: specialtyN,
  yearsOfExperience: z.number().int(),
  profilePhoto,
  state: z.string().nullable(),
  localGovernment: z.string().nullable(),
  isVerified: z.boolean(),
  sessionModes: z.array(z.enum(['video', 'audio', 'phone'])),
  languages: z.array(z.string()).meta({ description: 'As people read them: "Yoruba", "Nigerian Pidgin".' }),
  faith: z.string().nullable().meta({ description: 'A faith-based approach the therapist offers ("Christian", "Muslim", "Interfaith"), or null.' }),
  rating: ratingSummary,
  nextAvailable: isoDateTime.nullable().meta({ description: 'The next bookable hour, or null when none is published ahead.' }),
  createdAt: isoDateTime,
})

export const directoryPage = z.object({
  data: z.array(publicTherapist),
  hasMore: z.boolean(),
  nextOffset: z.number().int().nullable().meta({ description: 'Where the next page starts; null on the last page.' }),
})

export const openAvailabilityDay = z.object({
  _id: id,
  availableDate: lagosDate,
  availableSlots: z.array(z.string().meta({ example: '09:00 AM' })).meta({ description: 'Free starting hours, "hh:mm AM".' }),
  isBooked: z.boolean().meta({ description: 'Every remaining hour of the day is held or booked.' }),
})

export const publicReview = z.object({
  _id: id,
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  reviewerName: z.string().meta({ example: 'Ada O.' }),
  createdAt: isoDateTime,
  reply: z.object({ text: z.string(), repliedAt: isoDateTime }).nullable(),
})

export const therapistReviewsPage = z.object({
  data: z.array(publicReview),
  hasMore: z.boolean(),
  nextOffset: z.number().int().nullable(),
  rating: ratingSummary,
  total: z.number().int().meta({ description: 'How many visible reviews there are in all.' }),
})
