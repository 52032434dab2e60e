import { expect, test } from '@playwright/test'
import { createStaff, createTherapist } from './db'
import { login, registerPatient } from './support'

test('a visitor opening a patient page goes to login and comes back after signing in', async ({ page }) => {
  const patient = await registerPatient(page.context().request)
  await page.context().clearCookies()

  await page.goto('/patient-profile')
  await expect(page).toHaveURL(/\/patient-login\?redirect=%2Fpatient-profile$/)
  await page.getByLabel('Email').fill(patient.email)
  await page.getByLabel('Password').fill(patient.password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/patient-profile$/)
})

test('a patient opening /admin lands on /unauthorized with its countdown', async ({ page }) => {
  await registerPatient(page.context().request)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/unauthorized$/)
  await expect(page.getByText('Un Authorized')).toBeVisible()
  await expect(page.getByText(/Redirecting in \d+ seconds/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible()
})

test('skipping the proxy with x-middleware-subrequest still gets nothing', async ({ page, playwright, baseURL }) => {
  await registerPatient(page.context().request)
  const bypass = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }
  await page.setExtraHTTPHeaders(bypass)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/unauthorized$/)

  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: bypass })
  const response = await visitor.get('/admin', { maxRedirects: 0 })
  expect(response.status()).toBeGreaterThanOrEqual(300)
  expect(response.status()).toBeLessThan(400)
  expect(response.headers()['location']).toContain('/patient-login')
  expect(await visitor.get('/api/v1/patient/view-profile').then((r) => r.status())).toBe(401)
  await visitor.dispose()
})

test('a therapist cannot open patient or admin pages', async ({ page }) => {
  await login(page.context().request, (await createTherapist({ fullName: 'Guarded Therapist', verified: true })).email, undefined, 'therapist')
  for (const path of ['/patient-profile', '/admin']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/unauthorized$/)
  }
})

test('an admin and a manager reach the admin area', async ({ browser }) => {
  for (const role of ['Admin', 'Manager'] as const) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await login(context.request, (await createStaff(role)).email)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    await context.close()
  }
})
