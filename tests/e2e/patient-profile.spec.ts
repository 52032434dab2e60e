import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { login, registerPatient, waitForHeader } from './support'

/** The value shown beside a label on the profile card. */
const fact = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`)

const longDate = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Africa/Lagos' }).format(date)

test('a patient reads their profile, edits it, and a cleared field shows ---', async ({ page }) => {
  const patient = await registerPatient(page.context().request, { fullName: 'Bisi Okafor', gender: 'Female', dateOfBirth: '1992-06-01' })

  await page.goto('/patient-profile')
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()
  await expect(fact(page, 'Full Name')).toHaveText('Bisi Okafor')
  await expect(fact(page, 'Email')).toHaveText(patient.email)
  await expect(fact(page, 'Phone')).toHaveText('+2348031234567')
  await expect(fact(page, 'Address')).toHaveText(patient.address)
  await expect(fact(page, 'Local Government')).toHaveText('Surulere')
  await expect(fact(page, 'State')).toHaveText('Lagos')
  await expect(fact(page, 'Gender')).toHaveText('Female')
  await expect(fact(page, 'Birthday')).toHaveText('June 1, 1992')
  await expect(fact(page, 'Member Since')).toHaveText(longDate(new Date()))
  await expect(page.getByRole('heading', { name: 'My Appointments', level: 2 })).toBeVisible()

  await page.getByRole('link', { name: 'Edit Profile' }).click()
  await expect(page).toHaveURL(/\/edit-patient-profile$/)
  await expect(page.getByLabel('Full Name')).toHaveValue('Bisi Okafor')
  await expect(page.getByLabel('Phone Number')).toHaveValue('+2348031234567')
  await expect(page.getByLabel('State')).toHaveValue('Lagos')
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1992-06-01')
  await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/patient-profile')

  // The rules of the server show beside the fields: a foreign number and a minor are refused.
  await page.getByLabel('Phone Number').fill('+44 20 7946 0958')
  await page.getByLabel('Date of Birth').fill(new Date().toISOString().slice(0, 10))
  await page.getByRole('button', { name: 'UPDATE PROFILE' }).click()
  await expect(page.getByText(/Enter a Nigerian phone number/)).toBeVisible()
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible()
  await expect(page).toHaveURL(/\/edit-patient-profile$/)

  await page.getByLabel('Full Name').fill('Bisi Okafor-Bello')
  await page.getByLabel('Phone Number').fill('0806 555 1234')
  await page.getByLabel('Date of Birth').fill('1990-12-31')
  await page.getByLabel('Address').fill('')
  await page.getByLabel('State').selectOption('Oyo')
  await page.getByLabel('Gender').selectOption('')
  await page.getByRole('button', { name: 'UPDATE PROFILE' }).click()

  await expect(page.getByText('Profile updated successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/patient-profile$/)
  await expect(fact(page, 'Full Name')).toHaveText('Bisi Okafor-Bello')
  await expect(fact(page, 'Phone')).toHaveText('+2348065551234')
  await expect(fact(page, 'Address')).toHaveText('---')
  await expect(fact(page, 'Gender')).toHaveText('---')
  await expect(fact(page, 'State')).toHaveText('Oyo')
  await expect(fact(page, 'Birthday')).toHaveText('December 31, 1990')
})

test('the API ignores a role or block flag sent with the profile', async ({ page }) => {
  const patient = await registerPatient(page.context().request)
  const response = await page.context().request.put('/api/v1/patient/edit-profile', {
    data: { fullName: 'Sade Bankole', email: patient.email, role: 'Admin', isBlocked: true, id: '00000000-0000-0000-0000-000000000000' },
  })
  expect(response.status()).toBe(200)
  const { data } = await response.json()
  expect(data).toMatchObject({ fullName: 'Sade Bankole', role: 'Patient', isBlocked: false })
  // Still a patient, still signed in: the admin area stays shut.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/unauthorized$/)
})

test('changing the password keeps this browser signed in and signs every other one out', async ({ page, browser }) => {
  const patient = await registerPatient(page.context().request)
  const newPassword = 'a-much-better-passphrase'

  // A second browser signed in before the change.
  const other = await browser.newContext()
  await login(other.request, patient.email, patient.password)
  const otherPage = await other.newPage()
  await otherPage.goto('/patient-profile')
  await expect(otherPage.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()

  await page.goto('/patient-profile')
  await page.getByRole('link', { name: 'Change Password' }).click()
  await expect(page).toHaveURL(/\/patient-change-password$/)
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/user-profile')

  await page.getByLabel('Old Password').fill(patient.password)
  await page.getByLabel(/^New Password/).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(`${newPassword}?`)
  await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click()
  await expect(page.getByText('Password is not a match')).toBeVisible()

  await page.getByLabel(/^New Password/).fill('short')
  await page.getByLabel('Confirm New Password').fill('short')
  await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()

  await page.getByLabel('Old Password').fill('not-my-password')
  await page.getByLabel(/^New Password/).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click()
  await expect(page.getByText('Your old password is incorrect').first()).toBeVisible()
  await expect(page).toHaveURL(/\/patient-change-password$/)

  await page.getByLabel('Old Password').fill(patient.password)
  await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click()
  await expect(page.getByText('Password updated successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/patient-profile$/)

  // This browser carries on, on a fresh cookie.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()
  await waitForHeader(page)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()

  // The other browser is signed out at its next request.
  await otherPage.goto('/patient-profile')
  await expect(otherPage).toHaveURL(/\/patient-login\?redirect=%2Fpatient-profile$/)
  // (Through the browser: the API context's keep-alive socket may have been closed by the server since.)
  expect((await otherPage.goto('/api/v1/patient/view-profile'))?.status()).toBe(401)
  await other.close()

  // Only the new password signs in now.
  const fresh = await browser.newContext()
  await expect(login(fresh.request, patient.email, patient.password)).rejects.toThrow(/401/)
  await login(fresh.request, patient.email, newPassword)
  await fresh.close()
})

test('/user-profile and Cancel lead a patient back to their profile', async ({ page }) => {
  await registerPatient(page.context().request)
  await page.goto('/patient-change-password')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/patient-profile$/)
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()
})

test('the profile, edit and password pages have no serious accessibility violations', async ({ page }) => {
  await registerPatient(page.context().request)
  for (const path of ['/patient-profile', '/edit-patient-profile', '/patient-change-password']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  }
})
