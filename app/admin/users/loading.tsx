import { Spinner } from '@/components/ui/spinner'

/** While the list loads, inside the admin frame. */
export default function Loading() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <Spinner label="Loading the users" />
    </div>
  )
}
