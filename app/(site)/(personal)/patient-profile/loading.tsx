import { Spinner } from '@/components/ui/spinner'

/** Spec 2.4: a full-screen spinner while the profile loads. */
export default function PatientProfileLoading() {
  return <Spinner fullScreen label="Loading your profile" />
}
