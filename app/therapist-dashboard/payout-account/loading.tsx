import { Spinner } from '@/components/ui/spinner'

/** Its own boundary, so moving here from Earnings shows this at once while the account and banks load. */
export default function Loading() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <Spinner label="Loading your payout account" />
    </div>
  )
}
