import { Suspense } from 'react'
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
        <Suspense fallback={<AdminNavLinks pathname={null} greeting={<AdminGreetingPlaceholder />} />}>
          <AdminNav
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
