import 'server-only'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { listHref, parseListParams } from '@/lib/validation/admin-lists'
import { requirePageUser } from '../../auth/current-user'

/**
 * An admin list page's request: its ?search=&page= read once, the address of any page of it, and the
 * signed-in Admin or Manager (anyone else is sent to sign in, then back to this very page).
 */
export async function openAdminList(searchParams: Promise<Record<string, string | string[] | undefined>>, path: string) {
  const { search, page } = parseListParams(await searchParams)
  const href = (n: number) => listHref(path, { search, page: n })
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, href(page))
  return { search, page, href, viewer }
}
