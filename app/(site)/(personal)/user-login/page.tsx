import type { Metadata } from 'next'
import { UserLoginPage } from '@/components/auth/user-login-page'

export const metadata: Metadata = { title: 'Login', robots: { index: false } }

/** The blog's and booking page's login prompts link here with ?redirect=…; it is the patient login. */
export default function UserLogin(props: PageProps<'/user-login'>) {
  return <UserLoginPage searchParams={props.searchParams} />
}
