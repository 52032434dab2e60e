import { Spinner } from '@/components/ui/spinner'

/*
 * Pages in (personal) depend on who is asking (sign-in pages redirect a signed-in user, profiles read
 * the session), so they render at request time behind this spinner. Public pages sit outside this
 * group with no loading boundary: their cached HTML arrives complete, with nothing to swap in later.
 */
export default function PersonalPageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <Spinner label="Loading page" />
    </div>
  )
}
