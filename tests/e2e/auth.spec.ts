import { expect, test, type Locator, type Page } from '@playwright/test'
import { createStaff, createTherapist } from './db'
import { DEMO_PASSWORD, login, newPatient, registerPatient, waitForHeader } from './support'

/** Fills the patient registration form (on the page, or the visible form of several) and sends it. */
async function registerThroughForm(within: Page | Locator, patient: ReturnType<typeof newPatient>) {
  await within.getByLabel('Full Name').fill(patient.fullName)
  await within.getByLabel('Email').fill(patient.email)
  await within.getByLabel('Password').fill(patient.password)
  await within.getByLabel('Gender').selectOption(patient.gender)
  await within.getByLabel('Phone Number').fill(patient.phoneNumber)
  await within.getByLabel('Date of Birth').fill(patient.dateOfBirth)
  await within.getByLabel('Address').fill(patient.address)
  await within.getByLabel('Local Government').fill(patient.localGovernment)
  await within.getByLabel('State').selectOption(patient.state)
  await within.getByRole('button', { name: 'REGISTER' }).click()
}

// Every account signing in here is the test's own (a fresh patient, therapist, admin or manager with
// the demo password): a failed sign-in counts towards a lockout and must never reach a shared account.

test('a patient registers, logs out and logs back in', async ({ page }) => {
  const patient = newPatient({ fullName: 'Tolu Adeyemi' })
  await page.goto('/patient-registration')
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()

  // The server's rules show beside the fields (the form checks the same rules, account-rules.ts), the
  // first field with a problem takes the focus, and from then on each field is checked as it changes.
  await page.getByRole('button', { name: 'REGISTER' }).click()
  await expect(page.getByText('Please fill all fields')).toHaveCount(6)
  await expect(page.getByText('Enter your date of birth')).toBeVisible()
  await expect(page.getByText('Gender must be Male or Female')).toBeVisible()
  await expect(page.getByText('Choose a Nigerian state or the FCT')).toBeVisible()
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await page.getByLabel('Phone Number').fill('+44 7700 900123')
  await expect(page.getByText('Enter a Nigerian phone number, e.g. 08031234567 or +2348031234567')).toBeVisible()
  await expect(page.getByText('Please fill all fields')).toHaveCount(5)

  await registerThroughForm(page, patient)

  await expect(page).toHaveURL(/\/$/)
  await waitForHeader(page)
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Account' })).toHaveCount(0)

  await header.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Successfully Logged Out')).toBeVisible()
  await expect(page).toHaveURL(/\/patient-login$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()

  // Next keeps the registration page mounted but hidden after visiting it: only the visible form counts.
  await page.getByLabel('Email').filter({ visible: true }).fill(patient.email)
  await page.getByLabel('Password').filter({ visible: true }).fill(patient.password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()
})

test('the login form checks its fields before asking the server', async ({ page }) => {
  await page.goto('/patient-login')
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'LOGIN', exact: true }) })
  await form.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(form.getByText('Please fill all fields')).toHaveCount(2)
  await expect(form.getByLabel('Email')).toBeFocused()
  await form.getByLabel('Email').fill('not-an-email')
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Please fill all fields')).toHaveCount(1)
  await expect(page).toHaveURL(/\/patient-login$/)
})

test('a wrong password gives the same message as an unknown email', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL })
  const patient = await registerPatient(api)
  await api.dispose()
  const attempt = async (email: string) => {
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
    await expect(page.getByText('Invalid email or password')).toBeVisible()
    await expect(page).toHaveURL(/\/patient-login$/)
  }
  await page.goto('/patient-login')
  await attempt(patient.email)
  await page.reload()
  await attempt('nobody-here@example.test')
})

test('a therapist logs in on the therapist login and lands on the dashboard', async ({ page }) => {
  const therapist = await createTherapist({ fullName: 'Dayo Fresh', verified: true })
  await page.goto('/therapist-login')
  await page.getByLabel('Email').fill(therapist.email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/therapist-dashboard$/)
  await expect(page.getByRole('heading', { name: /Welcome, Dayo Fresh/ })).toBeVisible()
})

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }])
test.describe(`one sign-in that routes by role (${viewport.width} px)`, () => {
  test.use({ viewport })

  const cases = [
    { who: 'a therapist on the user login', from: '/patient-login', role: 'Therapist', lands: /\/therapist-dashboard$/ },
    { who: 'a patient on the therapist login', from: '/therapist-login', role: 'Patient', lands: /\/$/ },
    { who: 'an admin on the user login', from: '/patient-login', role: 'Admin', lands: /\/admin$/ },
    { who: 'a manager on the therapist login', from: '/therapist-login', role: 'Manager', lands: /\/admin$/ },
  ] as const
  for (const { who, from, role, lands } of cases) {
    test(`${who} is signed in and sent where their role belongs`, async ({ page, request }) => {
      const email =
        role === 'Patient'
          ? (await registerPatient(request)).email
          : role === 'Therapist'
            ? (await createTherapist({ fullName: 'Routed Therapist', verified: true })).email
            : (await createStaff(role)).email
      const password = role === 'Patient' ? 'a-good-password' : DEMO_PASSWORD
      await page.goto(from)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(password)
      await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
      await expect(page).toHaveURL(lands)
      await waitForHeaderOrArea(page)
    })
  }

  test('a page that asked for sign-in gets the person back when their role may open it', async ({ page }) => {
    // The admin's audit log sends a visitor to the user login with ?redirect; an admin comes back to it.
    await page.goto('/admin/audit-log')
    await expect(page).toHaveURL(/\/patient-login\?redirect=%2Fadmin%2Faudit-log$/)
    await page.getByLabel('Email').fill((await createStaff('Admin')).email)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/audit-log$/)
  })

  test('a therapist sent to the user login by a patient page lands on their dashboard instead', async ({ page }) => {
    const therapist = await createTherapist({ fullName: 'Wrong Door', verified: true })
    // A visitor opening the patient's profile is sent to the user login, which remembers the page.
    await page.goto('/patient-profile')
    await expect(page).toHaveURL(/\/patient-login\?redirect=%2Fpatient-profile$/)
    await page.getByLabel('Email').fill(therapist.email)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
    await expect(page).toHaveURL(/\/therapist-dashboard$/)
  })
})

/** The landing page has drawn its header (site pages) or its area's frame (dashboards), signed in. */
async function waitForHeaderOrArea(page: import('@playwright/test').Page) {
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' }).or(page.getByTestId('nav-toggle')).first()).toBeAttached()
  expect((await (await page.request.get('/api/v1/user/session-account')).json()).data).not.toBeNull()
}

test('a redirect that resolves to another site is never followed after sign-in', async ({ page, baseURL }) => {
  await registerPatient(page.request)
  // "/..//evil.example/x" resolves to "//evil.example/x": a signed-in visit must stay on this site.
  await page.goto('/patient-login?redirect=%2F..%2F%2Fevil.example%2Fx')
  await expect(page).toHaveURL(new URL('/', baseURL).href)
  await page.goto('/user-login?redirect=%2F%2e%2e%2F%2Fevil.example')
  await expect(page).toHaveURL(new URL('/', baseURL).href)
})

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
  test(`sign out everywhere from the profile ends this browser's and every other sign-in (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    const patient = await registerPatient(page.request)
    const elsewhere = await browser.newContext()
    await login(elsewhere.request, patient.email, patient.password)

    await page.goto('/')
    await waitForHeader(page)
    if (viewport.width < 900) {
      await page.getByTestId('nav-toggle').click()
      await page.getByRole('dialog').getByRole('link', { name: /your profile/ }).click()
    } else await page.getByRole('banner').getByRole('link', { name: /your profile/ }).click()
    await expect(page).toHaveURL(/\/patient-profile$/)
    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' })
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page).toHaveURL(/\/patient-login$/)
    expect((await page.request.get('/api/v1/patient/view-profile')).status()).toBe(401)
    expect((await elsewhere.request.get('/api/v1/patient/view-profile')).status()).toBe(401)
    await elsewhere.close()
    await context.close()
  })
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
  test(`after signing up from a therapist's page, Back leads to the therapist and never to a sign-in form (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    const patient = newPatient({ fullName: 'Bisi Ade' })
    await page.goto('/')
    await waitForHeader(page)
    await page.getByRole('link', { name: 'Book appointment' }).first().click()
    await expect(page).toHaveURL(/\/therapists$/)
    await page.getByTestId('therapist-card').filter({ hasText: 'Next available' }).first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/one-therapist\//)
    const therapistPath = new URL(page.url()).pathname
    await page.locator('section#booking').getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/user-login\?redirect=/)
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()

    // The router keeps earlier pages mounted but hidden: only the visible form counts.
    const form = page.locator('form').filter({ visible: true }).filter({ has: page.getByRole('button', { name: 'REGISTER' }) })
    await registerThroughForm(form, patient)
    await expect(page).toHaveURL(/\/$/)
    await waitForHeader(page)

    // Back reaches the login page the router still holds: it sends the signed-in patient on to the
    // therapist they came from, as the server does, without a reload.
    await page.goBack()
    await expect(page).toHaveURL((url) => url.pathname === therapistPath)
    await expect(page.locator('section#booking').filter({ visible: true }).getByRole('button', { name: 'Next' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'LOGIN', exact: true }).filter({ visible: true })).toHaveCount(0)
    await context.close()
  })
}
