import 'server-only'
import type { Prisma } from '../db'

export const SAFE_USER_SELECT = {
  id: true, email: true, fullName: true, role: true, gender: true, phoneNumber: true, dateOfBirth: true, state: true,
  address: true, localGovernment: true, isBlocked: true, lastSeenAt: true, createdAt: true, updatedAt: true,
} as const satisfies Prisma.UserSelect

/** The public shape of a user in API answers: the API's field names, never a hash or a token. */
export function toSafeUser(user: Prisma.UserGetPayload<{ select: typeof SAFE_USER_SELECT }>) {
  return {
    _id: user.id,
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    gender: user.gender,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth?.toISOString().slice(0, 10) ?? null,
    state: user.state,
    address: user.address,
    localGovernment: user.localGovernment,
    isBlocked: user.isBlocked,
    lastSeen: user.lastSeenAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  }
}
