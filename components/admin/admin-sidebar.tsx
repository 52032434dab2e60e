import { Suspense, type ReactNode } from 'react'
import { getCurrentUser } from '@/lib/server/auth/current-user'
import { AdminGreeting, AdminGreetingPlaceholder } from './admin-greeting'
import { AdminNav, AdminNavLinks } from './admin-nav'

/**
 * The sidebar: the greeting by full name and the links. On phones the greeting and a Menu
 * button share one row and the links fold away; from the md breakpoint it is a column beside the page.
 * Both parts wait for request data (the session, the path), each inside its own Suspense boundary.
 */
export function AdminSidebar() {
  return (
    <aside className="border-b border-sand-200 bg-white md:w-60 md:shrink-0 md:border-r md:border-b-0 md:bg-transparent">
      <div className="md:sticky md:top-0 md:px-4 md:py-8">
        <Suspense fallback={<AdminNavLinks pathname={null} role={null} greeting={<AdminGreetingPlaceholder />} />}>
          <AdminNavForViewer
            greeting={
              <Suspense fallback={<AdminGreetingPlaceholder />}>
                <AdminGreeting />
              </Suspense>
            }
          />
        </Suspense>
      </div>
    </aside>
  )
}

/** The links the signed-in role may open (admin-only ones for Admins); the session read is shared with the page's. */
async function AdminNavForViewer({ greeting }: { greeting: ReactNode }) {
  const user = await getCurrentUser()
  return <AdminNav greeting={greeting} role={user?.role ?? null} />
}
