import { Spinner } from '@/components/ui/spinner'

/** A full-screen spinner while the profile loads. */
export default function PatientProfileLoading() {
  return <Spinner fullScreen label="Loading your profile" />
}
