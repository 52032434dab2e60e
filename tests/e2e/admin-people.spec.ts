import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { DEMO, DEMO_PASSWORD, login, newPatient, uniqueEmail } from './support'

// Issue 7 points 3 and 4 in Chromium: an admin verifies a therapist after viewing their documents,
// and blocks and unblocks a patient, whose session ends at once.

/** A document picture with a title on it, as a therapist would photograph it. */
const documentPicture = async (title: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="440"><rect width="640" height="440" fill="#fdfaf3"/>` +
        `<rect x="16" y="16" width="608" height="408" fill="none" stroke="#14532d" stroke-width="6"/>` +
        `<text x="320" y="220" font-size="36" text-anchor="middle" font-family="serif">${title}</text></svg>`,
    ),
  )
    .jpeg()
    .toBuffer()

/** A therapist awaiting verification with all three documents, made through the public API as a therapist would. */
async function therapistAwaitingVerification(request: APIRequestContext) {
  const email = uniqueEmail('therapist')
  const fullName = `Kelechi ${email.slice(10, 16)}`
  const registration = await request.post('/api/v1/therapist/registration', {
    multipart: {
      fullName, bio: 'Anger management counsellor in Enugu.', email, password: DEMO_PASSWORD, gender: 'Male', fee: '18000', specialtyOne: 'Anger Management Counseling',
      phoneNumber: '0803 555 1234', yearsOfExperience: '8', address: '7 Ogui Road', localGovernment: 'Enugu North', state: 'Enugu',
    },
  })
  expect(registration.status()).toBe(201)
  const token = await login(request, email, DEMO_PASSWORD, 'therapist')
  const headers = { authorization: `Bearer ${token}` }
  const uploads = [
    ['add-certificates', 'certificate', 'Certificate in Counselling'],
    ['add-cac', 'cacDocument', 'CAC Registration'],
    ['add-logo', 'logo', 'KN Counselling'],
  ] as const
  for (const [path, field, title] of uploads) {
    const response = await request.post(`/api/v1/therapist/document/${path}`, {
      headers,
      multipart: { [field]: { name: `${field}.jpg`, mimeType: 'image/jpeg', buffer: await documentPicture(title) } },
    })
    expect(response.status()).toBe(201)
  }
  const profile = await (await request.get('/api/v1/therapist/view-profile', { headers })).json()
  return { id: profile.data._id as string, fullName }
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('an admin views a therapist\'s documents, approves them, declines the logo and verifies the therapist', async ({ page, request, playwright, baseURL }) => {
  const therapist = await therapistAwaitingVerification(request)
  // The therapist is not public yet.
  expect((await request.get(`/api/v1/user/user-therapist/${therapist.id}`)).status()).toBe(404)

  await login(page.context().request, DEMO.admin)
  await page.goto(`/admin/therapist/${therapist.id}`)
  await expect(page.getByRole('heading', { name: therapist.fullName, level: 1 })).toBeVisible()
  await expect(page.getByText('Not Verified')).toBeVisible()
  // Verify waits for the documents.
  await expect(page.getByRole('button', { name: 'Verify Therapist' })).toBeDisabled()
  await expect(page.getByText('Approve the Certificate and the CAC Document before verifying this therapist.')).toBeVisible()

  // View the certificate: the picture comes through the private file route, large in a dialog.
  await page.getByRole('button', { name: 'View Certificate larger' }).click()
  const preview = page.getByRole('dialog', { name: 'Certificate' })
  await expect(preview).toBeVisible()
  const picture = preview.getByRole('img', { name: `Certificate of ${therapist.fullName}` })
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)
  const url = await preview.getByRole('link', { name: /Open in new tab/ }).getAttribute('href')
  expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/)
  const file = await page.context().request.get(url!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/jpeg')
  // The same address tells a visitor nothing (`request` holds the therapist's own session: a fresh context).
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get(url!)).status()).toBe(404)
  await visitor.dispose()
  await expectNoSeriousViolations(page)
  await preview.getByRole('button', { name: 'Close' }).click()
  await expect(preview).toBeHidden()

  for (const label of ['Certificate', 'CAC Document']) {
    await page.getByRole('button', { name: `Approve ${label}` }).click()
    await expect(page.getByText('Document approved').first()).toBeVisible()
    await expect(page.getByRole('article', { name: label }).getByText('Approved', { exact: true })).toBeVisible()
  }

  // Decline asks for a reason, then the therapist sees it.
  await page.getByRole('button', { name: 'Decline Logo' }).click()
  const decline = page.getByRole('dialog', { name: 'Decline Logo' })
  await decline.getByLabel('Reason').fill('Bad')
  await decline.getByRole('button', { name: 'Decline', exact: true }).click()
  await expect(decline.getByText('The reason must be at least 5 characters.')).toBeVisible()
  await expectNoSeriousViolations(page)
  await decline.getByLabel('Reason').fill('The logo is blurred. Please upload a sharper picture.')
  await decline.getByRole('button', { name: 'Decline', exact: true }).click()
  await expect(page.getByText('Document declined').first()).toBeVisible()
  await expect(page.getByRole('article', { name: 'Logo' }).getByText('The logo is blurred. Please upload a sharper picture.')).toBeVisible()

  // Verify: the certificate and the CAC document are enough.
  await page.getByRole('button', { name: 'Verify Therapist' }).click()
  const confirm = page.getByRole('dialog', { name: `Verify ${therapist.fullName}?` })
  await confirm.getByRole('button', { name: 'Yes, verify' }).click()
  await expect(page.getByText('Therapist verified').first()).toBeVisible()
  await expect(page.getByText('Verified', { exact: true })).toBeVisible()
  await expect(page.getByText(/Listed in the therapist directory/)).toBeVisible()

  // Public at once: the API and the therapist's page.
  expect((await request.get(`/api/v1/user/user-therapist/${therapist.id}`)).status()).toBe(200)
  await page.goto(`/one-therapist/${therapist.id}`)
  await expect(page.getByRole('heading', { name: therapist.fullName, level: 1 })).toBeVisible()
})

test('an admin blocks a patient (their session ends at once) and unblocks them', async ({ page, playwright, baseURL }) => {
  const patientApi = await playwright.request.newContext({ baseURL })
  const patient = newPatient({ fullName: 'Ifeoma Okeke' })
  const registration = await patientApi.post('/api/v1/patient/registration', { data: patient })
  expect(registration.status()).toBe(201)
  const { data } = await registration.json()
  expect((await patientApi.get('/api/v1/patient/view-profile')).status()).toBe(200)

  await login(page.context().request, DEMO.admin)
  await page.goto(`/admin/applicationUser/${data._id}`)
  await expect(page.getByRole('heading', { name: 'Ifeoma Okeke', level: 1 })).toBeVisible()
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Block User' }).click()
  const block = page.getByRole('dialog', { name: 'Block Ifeoma Okeke?' })
  await expect(block.getByText(/signed out everywhere at once/)).toBeVisible()
  await expectNoSeriousViolations(page)
  await block.getByRole('button', { name: 'Yes, block' }).click()
  await expect(page.getByText('User blocked').first()).toBeVisible()
  await expect(page.getByText('Blocked', { exact: true }).first()).toBeVisible()
  // The patient's own session, from before the block, is over; so is signing in.
  expect((await patientApi.get('/api/v1/patient/view-profile')).status()).toBe(401)
  expect((await patientApi.post('/api/v1/patient/login', { data: { email: patient.email, thePassword: patient.password } })).status()).toBe(403)

  await page.getByRole('button', { name: 'Unblock User' }).click()
  await page.getByRole('dialog', { name: 'Unblock Ifeoma Okeke?' }).getByRole('button', { name: 'Yes, unblock' }).click()
  await expect(page.getByText('User unblocked').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Block User' })).toBeVisible()
  expect((await patientApi.post('/api/v1/patient/login', { data: { email: patient.email, thePassword: patient.password } })).status()).toBe(200)
  expect((await patientApi.get('/api/v1/patient/view-profile')).status()).toBe(200)
  await patientApi.dispose()
})

test('a manager sees both pages without any of the actions', async ({ page, request, playwright, baseURL }) => {
  const therapist = await therapistAwaitingVerification(request)
  const patientApi = await playwright.request.newContext({ baseURL })
  const registration = await patientApi.post('/api/v1/patient/registration', { data: newPatient({ fullName: 'Bola Ade' }) })
  const patientId = (await registration.json()).data._id as string
  await patientApi.dispose()
  await login(page.context().request, DEMO.manager)

  await page.goto(`/admin/applicationUser/${patientId}`)
  await expect(page.getByRole('heading', { name: 'Bola Ade', level: 1 })).toBeVisible()
  await expect(page.getByText('Managers can view accounts. Only an admin can block, unblock or delete them.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Block|Delete/ })).toHaveCount(0)
  expect((await page.context().request.put(`/api/v1/admin/admin-block-user/${patientId}`)).status()).toBe(403)

  await page.goto(`/admin/therapist/${therapist.id}`)
  await expect(page.getByRole('heading', { name: therapist.fullName, level: 1 })).toBeVisible()
  await expect(page.getByText('Only an admin can review documents, verify, block or unblock.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Approve|Decline|Verify|Block|Delete/ })).toHaveCount(0)
  // And the server says no, whatever the page shows.
  expect((await page.context().request.put(`/api/v1/admin/admin-verify-therapist/${therapist.id}`)).status()).toBe(403)
})
