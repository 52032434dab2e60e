import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, uniqueEmail } from './support'

// A 1 × 1 PNG: the smallest picture the upload pipeline accepts (it decodes and re-encodes it).
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG })

test('a visitor registers as a therapist with a photo, logs in and uploads the three documents', async ({ page }) => {
  const email = uniqueEmail('therapist')
  const password = 'a-good-password'

  await page.goto('/therapist-registration')
  await expect(page.getByRole('heading', { name: 'Register as a therapist', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Register as a User' })).toHaveAttribute('href', '/patient-registration')
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/')

  await page.getByLabel('Profile Photo').setInputFiles(picture('me.png'))
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible()
  await page.getByLabel('Full Name').fill('Chidi Nnaji')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('Gender').selectOption('Male')
  await page.getByLabel('Phone Number').fill('0803 123 4567')
  await page.getByLabel('Hourly Fee (₦)').fill('999')
  await page.getByLabel('Years of Experience').fill('6')
  await page.getByLabel('Main Specialty').selectOption('Crisis Counseling')
  // A specialty chosen in one slot is hidden from the others.
  await expect(page.getByLabel('Specialty 2').locator('option', { hasText: 'Crisis Counseling' })).toHaveCount(0)
  await page.getByLabel('Specialty 2').selectOption('Grief Counseling')
  await expect(page.getByLabel('Main Specialty').locator('option', { hasText: 'Grief Counseling' })).toHaveCount(0)
  await page.getByLabel('About Me').fill('Crisis and grief counsellor.\nSessions in English and Igbo.')
  await page.getByLabel('Address').fill('4 Ogui Road')
  await page.getByLabel('Local Government').fill('Enugu North')
  await page.getByLabel('State').selectOption('Enugu')

  // The fee bound shows beside the field; nothing is sent until it is fixed.
  await page.getByRole('button', { name: 'REGISTER' }).click()
  await expect(page.getByText('The hourly fee must be between ₦1,000 and ₦300,000')).toBeVisible()
  await page.getByLabel('Hourly Fee (₦)').fill('18,000')
  await page.getByRole('button', { name: 'REGISTER' }).click()

  await expect(page).toHaveURL(/\/therapist-login$/)
  await expect(page.getByText('Registration successful. Please log in.')).toBeVisible()

  // Next keeps the registration page mounted but hidden: take the visible form's fields.
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  // The dashboard's gate sends an unverified therapist to the documents page.
  await expect(page).toHaveURL(/\/therapist-dashboard\/therapist-not-verified$/)
  await expect(page.getByRole('heading', { name: 'Your account is not verified' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'UPLOAD REQUIRED DOCUMENTS (Maximum 5MB, JPG & PNG Only)' })).toBeVisible()

  // An empty dialog answers with the spec's message and stays open.
  await page.getByRole('button', { name: 'UPLOAD CERTIFICATE' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload Certificate' })
  await dialog.getByRole('button', { name: 'UPLOAD', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please select an image first!')
  await dialog.getByRole('button', { name: 'CLOSE' }).click()
  await expect(dialog).toBeHidden()

  // Certificates are numbered (a therapist may send several); the CAC document and the logo are one each.
  for (const [label, uploaded] of [['Certificate', 'Certificate 1'], ['CAC Document', 'CAC Document'], ['Logo', 'Logo']] as const) {
    await page.getByRole('button', { name: `UPLOAD ${label.toUpperCase()}` }).click()
    const upload = page.getByRole('dialog', { name: `Upload ${label}` })
    await upload.getByLabel(`${label} file`).setInputFiles(picture(`${label}.png`))
    await upload.getByRole('button', { name: 'UPLOAD', exact: true }).click()
    await expect(upload).toBeHidden()
    await expect(page.getByText(`${label} uploaded successfully`)).toBeVisible()
    await expect(page.getByRole('button', { name: `${uploaded} UPLOADED` })).toBeDisabled()
  }

  // The profile shows the stored photo (served by the file route) and the verification state.
  await page.goto('/therapist-profile')
  await expect(page.getByRole('heading', { name: 'Chidi Nnaji', level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Photo of Chidi Nnaji' })).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible()
  await expect(page.locator('dt:text-is("Hourly Fee") + dd')).toHaveText('₦18,000')
  await expect(page.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/update-therapist-profile')
  await expect(page.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/therapist-change-password')
})

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('the therapist pages fit a 390 px phone and have no serious accessibility faults', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const fitsPhone = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  for (const path of ['/therapist-registration', '/therapist-forgot-password']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await fitsPhone()
    await expectNoSeriousViolations(page)
  }

  // A fresh unverified therapist, registered over the API, signed in through the API's cookie.
  const email = uniqueEmail('therapist-a11y')
  const registered = await page.context().request.post('/api/v1/therapist/registration', {
    multipart: {
      fullName: 'Funke Adebayo', bio: 'Couples counsellor.', email, password: DEMO_PASSWORD, gender: 'Female', fee: '12000',
      specialtyOne: 'Couples Counseling', phoneNumber: '08091234567', yearsOfExperience: '3', address: '2 Ring Road', localGovernment: 'Ibadan North', state: 'Oyo',
    },
  })
  expect(registered.status()).toBe(201)
  expect((await page.context().request.post('/api/v1/therapist/login', { data: { email, thePassword: DEMO_PASSWORD } })).status()).toBe(200)

  for (const path of ['/therapist-profile', '/update-therapist-profile', '/therapist-change-password', '/therapist-dashboard/therapist-not-verified']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await fitsPhone()
    await expectNoSeriousViolations(page)
  }
  await page.getByRole('button', { name: 'UPLOAD LOGO' }).click()
  await expect(page.getByRole('dialog', { name: 'Upload Logo' })).toBeVisible()
  await expectNoSeriousViolations(page)
})
