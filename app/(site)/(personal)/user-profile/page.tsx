import { redirect } from 'next/navigation'
import { ROLES, profilePathForRole } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'

/** A role-neutral profile address (the Manager's and the Admin's drawer link): sends each role to its own page. */
export default async function UserProfilePage() {
  const user = await requirePageUser(ROLES, '/user-profile')
  redirect(profilePathForRole(user.role))
}
