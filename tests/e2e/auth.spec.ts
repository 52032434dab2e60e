import { expect, test } from '@playwright/test'
import { DEMO, DEMO_PASSWORD, newPatient, waitForHeader } from './support'

test('a patient registers, logs out and logs back in', async ({ page }) => {
  const patient = newPatient({ fullName: 'Tolu Adeyemi' })
  await page.goto('/patient-registration')
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()

  // The server's rules show beside the fields (same zod schema as the form).
  await page.getByRole('button', { name: 'REGISTER' }).click()
  await expect(page.getByText('Please fill all fields').first()).toBeVisible()

  await page.getByLabel('Full Name').fill(patient.fullName)
  await page.getByLabel('Email').fill(patient.email)
  await page.getByLabel('Password').fill(patient.password)
  await page.getByLabel('Gender').selectOption('Female')
  await page.getByLabel('Phone Number').fill(patient.phoneNumber)
  await page.getByLabel('Date of Birth').fill(patient.dateOfBirth)
  await page.getByLabel('Address').fill(patient.address)
  await page.getByLabel('Local Government').fill(patient.localGovernment)
  await page.getByLabel('State').selectOption('Lagos')
  await page.getByRole('button', { name: 'REGISTER' }).click()

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

test('a wrong password gives the same message as an unknown email', async ({ page }) => {
  await page.goto('/patient-login')
  await page.getByLabel('Email').fill(DEMO.patient)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await expect(page).toHaveURL(/\/patient-login$/)
})

test('a therapist logs in on the therapist login and lands on the dashboard', async ({ page }) => {
  await page.goto('/therapist-login')
  await page.getByLabel('Email').fill(DEMO.therapist)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/therapist-dashboard$/)
  await expect(page.getByRole('heading', { name: /Welcome, / })).toBeVisible()
})
