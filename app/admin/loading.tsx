import { Spinner } from '@/components/ui/spinner'

/** Inside the admin frame (header and sidebar stay) while a page checks the session and loads. */
export default function AdminLoading() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <Spinner label="Loading page" />
    </div>
  )
}
