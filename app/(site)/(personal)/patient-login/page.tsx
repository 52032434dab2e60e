import type { Metadata } from 'next'
import { UserLoginPage } from '@/components/auth/user-login-page'

export const metadata: Metadata = { title: 'Login', robots: { index: false } }

export default function PatientLoginPage(props: PageProps<'/patient-login'>) {
  return <UserLoginPage searchParams={props.searchParams} />
}
