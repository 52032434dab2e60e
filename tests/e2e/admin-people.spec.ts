import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { openFromSidebar, shownText, submitFilters } from './admin-support'
import { DEMO_PASSWORD, login, newPatient, signInAsStaff, uniqueEmail } from './support'

// In Chromium: an admin verifies a therapist after viewing their documents
// (each certificate reviewed on its own), and blocks and unblocks a patient, whose session ends at
// once. Staff are accounts of the test's own; each journey starts on /admin and follows the sidebar.

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

/** A therapist awaiting verification with two certificates, a CAC document and a logo, made through the public API as a therapist would. */
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
    ['add-certificates', 'certificate', 'Diploma in Anger Management'],
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

/** From /admin: the sidebar's Therapists (or Users), a search by name, then the person's page. */
async function openPerson(page: Page, list: 'Users' | 'Therapists', fullName: string) {
  await page.goto('/admin')
  await openFromSidebar(page, list)
  const search = page.getByRole('searchbox', { name: `Search ${list.toLowerCase()} by email or name` })
  await search.fill(fullName)
  await submitFilters(page, { search: fullName })
  // The verification queue may list the same therapist: the click is on the searched list's row.
  await page.locator(`#${list.toLowerCase()}`).getByRole('link', { name: fullName }).click()
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible()
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('an admin views a therapist\'s documents, reviews each certificate on its own, declines the logo and verifies the therapist', async ({ page, request, playwright, baseURL }) => {
  const therapist = await therapistAwaitingVerification(request)
  // The therapist is not public yet.
  expect((await request.get(`/api/v1/user/user-therapist/${therapist.id}`)).status()).toBe(404)

  await signInAsStaff(page.context().request, 'Admin')
  await openPerson(page, 'Therapists', therapist.fullName)
  await expect(shownText(page, 'Not Verified')).toBeVisible()
  // How the therapist practises, as their own profile lists it (a new profile speaks English, states no faith).
  const fact = (term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')
  await expect(fact('Languages')).toHaveText('English')
  await expect(fact('Faith-based approach')).toHaveText('None stated')
  // Verify waits for the documents.
  await expect(page.getByRole('button', { name: 'Verify Therapist' })).toBeDisabled()
  await expect(shownText(page, 'Approve at least one Certificate and the CAC Document before verifying this therapist.')).toBeVisible()
  // Each certificate is a document of its own.
  await expect(page.getByRole('article', { name: 'Certificate 1' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Certificate 2' })).toBeVisible()

  // View the first certificate: the picture comes through the private file route, large in a dialog.
  await page.getByRole('button', { name: 'View Certificate 1 larger' }).click()
  const preview = page.getByRole('dialog', { name: 'Certificate 1' })
  await expect(preview).toBeVisible()
  const picture = preview.getByRole('img', { name: `Certificate 1 of ${therapist.fullName}` })
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

  for (const label of ['Certificate 1', 'CAC Document']) {
    await page.getByRole('button', { name: `Approve ${label}` }).click()
    await expect(shownText(page, 'Document approved').first()).toBeVisible()
    await expect(page.getByRole('article', { name: label }).getByText('Approved', { exact: true })).toBeVisible()
  }
  // The second certificate is still waiting: approving the first decided nothing about it.
  await expect(page.getByRole('article', { name: 'Certificate 2' }).getByText('Awaiting review', { exact: true })).toBeVisible()

  // Decline asks for a reason, then the therapist sees it.
  await page.getByRole('button', { name: 'Decline Certificate 2' }).click()
  const declineCertificate = page.getByRole('dialog', { name: 'Decline Certificate 2' })
  await declineCertificate.getByLabel('Reason').fill('This diploma is not a counselling qualification.')
  await declineCertificate.getByRole('button', { name: 'Decline', exact: true }).click()
  await expect(page.getByRole('article', { name: 'Certificate 2' }).getByText('This diploma is not a counselling qualification.')).toBeVisible()
  await expect(page.getByRole('article', { name: 'Certificate 1' }).getByText('Approved', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Decline Logo' }).click()
  const decline = page.getByRole('dialog', { name: 'Decline Logo' })
  await decline.getByLabel('Reason').fill('Bad')
  await decline.getByRole('button', { name: 'Decline', exact: true }).click()
  await expect(decline.getByText('The reason must be at least 5 characters.')).toBeVisible()
  await expectNoSeriousViolations(page)
  await decline.getByLabel('Reason').fill('The logo is blurred. Please upload a sharper picture.')
  await decline.getByRole('button', { name: 'Decline', exact: true }).click()
  await expect(shownText(page, 'Document declined').first()).toBeVisible()
  await expect(page.getByRole('article', { name: 'Logo' }).getByText('The logo is blurred. Please upload a sharper picture.')).toBeVisible()

  // Verify: one approved certificate and the CAC document are enough.
  await page.getByRole('button', { name: 'Verify Therapist' }).click()
  const confirm = page.getByRole('dialog', { name: `Verify ${therapist.fullName}?` })
  await confirm.getByRole('button', { name: 'Yes, verify' }).click()
  await expect(shownText(page, 'Therapist verified').first()).toBeVisible()
  await expect(shownText(page, 'Verified')).toBeVisible()
  await expect(shownText(page, /Listed in the therapist directory/)).toBeVisible()

  // Public at once: the API and the therapist's page.
  expect((await request.get(`/api/v1/user/user-therapist/${therapist.id}`)).status()).toBe(200)
  // The therapist sees each certificate's own state.
  const documents = (await (await request.get('/api/v1/therapist/document/get-documents')).json()).data
  expect(documents.certificates.map((certificate: { reviewState: string }) => certificate.reviewState)).toEqual(['Approved', 'Declined'])
  await page.goto(`/one-therapist/${therapist.id}`)
  await expect(page.getByRole('heading', { name: therapist.fullName, level: 1 })).toBeVisible()
})

test('an admin blocks a patient (their session ends at once) and unblocks them', async ({ page, playwright, baseURL }) => {
  const patientApi = await playwright.request.newContext({ baseURL })
  const patient = newPatient({ fullName: `Ifeoma Okeke ${uniqueEmail().slice(4, 10)}` })
  const registration = await patientApi.post('/api/v1/patient/registration', { data: patient })
  expect(registration.status()).toBe(201)
  const { data } = await registration.json()
  expect((await patientApi.get('/api/v1/patient/view-profile')).status()).toBe(200)

  await signInAsStaff(page.context().request, 'Admin')
  await openPerson(page, 'Users', patient.fullName)
  await expect(page).toHaveURL(new RegExp(`/admin/applicationUser/${data._id}$`))
  await expect(shownText(page, 'Active').first()).toBeVisible()

  await page.getByRole('button', { name: 'Block User' }).click()
  const block = page.getByRole('dialog', { name: `Block ${patient.fullName}?` })
  await expect(block.getByText(/signed out everywhere at once/)).toBeVisible()
  await expectNoSeriousViolations(page)
  await block.getByRole('button', { name: 'Yes, block' }).click()
  await expect(shownText(page, 'User blocked').first()).toBeVisible()
  await expect(shownText(page, 'Blocked').first()).toBeVisible()
  // The patient's own session, from before the block, is over; so is signing in.
  expect((await patientApi.get('/api/v1/patient/view-profile')).status()).toBe(401)
  expect((await patientApi.post('/api/v1/patient/login', { data: { email: patient.email, thePassword: patient.password } })).status()).toBe(403)

  await page.getByRole('button', { name: 'Unblock User' }).click()
  await page.getByRole('dialog', { name: `Unblock ${patient.fullName}?` }).getByRole('button', { name: 'Yes, unblock' }).click()
  await expect(shownText(page, 'User unblocked').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Block User' })).toBeVisible()
  expect((await patientApi.post('/api/v1/patient/login', { data: { email: patient.email, thePassword: patient.password } })).status()).toBe(200)
  expect((await patientApi.get('/api/v1/patient/view-profile')).status()).toBe(200)
  await patientApi.dispose()
})

test('a manager sees both pages without any of the actions', async ({ page, request, playwright, baseURL }) => {
  const therapist = await therapistAwaitingVerification(request)
  const patientApi = await playwright.request.newContext({ baseURL })
  const patient = newPatient({ fullName: `Bola Ade ${uniqueEmail().slice(4, 10)}` })
  const registration = await patientApi.post('/api/v1/patient/registration', { data: patient })
  const patientId = (await registration.json()).data._id as string
  await patientApi.dispose()
  await signInAsStaff(page.context().request, 'Manager')

  await openPerson(page, 'Users', patient.fullName)
  await expect(shownText(page, 'Managers can view accounts. Only an admin can block, unblock or delete them.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Block|Delete/ })).toHaveCount(0)
  expect((await page.context().request.put(`/api/v1/admin/admin-block-user/${patientId}`)).status()).toBe(403)

  await openPerson(page, 'Therapists', therapist.fullName)
  await expect(shownText(page, /Only an admin can review documents, verify, block or unblock\./)).toBeVisible()
  await expect(shownText(page, 'Only admins can open verification documents.')).toHaveCount(4)
  await expect(page.getByRole('button', { name: /Approve|Decline|Verify|Block|Delete/ })).toHaveCount(0)
  // And the server says no, whatever the page shows.
  expect((await page.context().request.put(`/api/v1/admin/admin-verify-therapist/${therapist.id}`)).status()).toBe(403)
})
