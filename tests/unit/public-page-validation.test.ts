import { describe, expect, it } from 'vitest'
import { browserPackageImports } from '../support/client-imports'

// Issue 24 (decision 050): the public pages and every page of a new visitor's walk to a paid booking
// (sign-up, log-in, the therapist's page with its lazy booking widget and waitlist form, confirmation,
// checkout, success) check their forms with plain rules, without a form library, and sign in without
// next-auth's client; this
// holds that in the source, and `npm run bench` measures the bytes.
const WALK_AND_PUBLIC_PAGES = [
  'app/layout.tsx',
  'app/(site)/layout.tsx',
  'app/(site)/page.tsx',
  'app/(site)/about-page/page.tsx',
  'app/(site)/contact/page.tsx',
  'app/(site)/find-a-therapist/page.tsx',
  'app/(site)/get-help-now/page.tsx',
  'app/(site)/therapists/page.tsx',
  'app/(site)/therapists/filter/[specialty]/[q]/[mode]/[more]/page.tsx',
  'app/(site)/one-therapist/[therapistId]/page.tsx',
  'app/(site)/our-blog/page.tsx',
  'app/(site)/blog-post-detail/[postId]/page.tsx',
  'app/(site)/(personal)/patient-login/page.tsx',
  'app/(site)/(personal)/user-login/page.tsx',
  'app/(site)/(personal)/patient-registration/page.tsx',
  'app/(site)/(personal)/confirm-appointment/page.tsx',
  'app/(site)/(personal)/appointment-confirmation/page.tsx',
  'app/(site)/(personal)/payment-successful/page.tsx',
  'app/(site)/(personal)/payment-error/page.tsx',
]

describe('browser code on the public pages and the walk to a booking', () => {
  // zod (about 90 KB gzip), react-hook-form and its resolvers (about 13 KB; components/forms/use-rules-form.ts
  // does what these forms need), and next-auth's client library (about 10 KB in each page that signs
  // in; components/auth/password-sign-in.ts does its one job).
  const HEAVY = (specifier: string) => /^(zod|react-hook-form|@hookform\/resolvers|next-auth\/react)(\/|$)/.test(specifier)

  it('never imports zod, react-hook-form or next-auth/react', () => {
    const imports = browserPackageImports(WALK_AND_PUBLIC_PAGES)
    expect(imports.length).toBeGreaterThan(10)
    expect(imports.filter(({ specifier }) => HEAVY(specifier))).toEqual([])
  })

  it('sees a signed-in page that does import zod in the browser', () => {
    const imports = browserPackageImports(['app/(site)/(personal)/edit-patient-profile/page.tsx'])
    expect(imports).toContainEqual(expect.objectContaining({ module: 'lib/validation/zod.ts', specifier: 'zod' }))
  })
})
