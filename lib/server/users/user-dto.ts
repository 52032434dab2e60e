import 'server-only'

/** The public shape of a user in API answers: spec 3's field names, never a hash or a token. */
export function toSafeUser(user: {
  id: string; email: string; fullName: string; role: string; gender: string | null; phoneNumber: string | null
  dateOfBirth: Date | null; state: string | null; address: string | null; localGovernment: string | null
  isBlocked: boolean; lastSeenAt: Date | null; createdAt: Date; updatedAt: Date
}) {
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

export const SAFE_USER_SELECT = {
  id: true, email: true, fullName: true, role: true, gender: true, phoneNumber: true, dateOfBirth: true, state: true,
  address: true, localGovernment: true, isBlocked: true, lastSeenAt: true, createdAt: true, updatedAt: true,
} as const
