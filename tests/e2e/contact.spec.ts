import AxeBuilder from '@axe-core/playwright'
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { registerPatient, signInAsStaff, uniqueEmail, waitForHeader } from './support'

const THANK_YOU = 'Thank you! Your message has been sent.'

/** Fills and sends the contact form as a visitor would; returns what was sent. */
async function sendContactForm(page: Page, message = `Hello Alafia, can I book a session for my mother? (ref ${randomUUID().slice(0, 8)})`) {
  const visitor = { fullName: `Bola Ahmed ${randomUUID().slice(0, 6)}`, email: uniqueEmail('visitor'), message }
  await page.goto('/contact')
  await waitForHeader(page)
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(visitor.fullName)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(visitor.email)
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(visitor.message)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText(THANK_YOU)).toBeVisible()
  return visitor
}

test('a visitor sends the contact form, sees the thank-you notice and an empty form', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  // A postal address in Lagos, a customer-service e-mail and two phone numbers.
  await expect(page.getByRole('main').locator('address')).toContainText('Lagos')
  await expect(page.getByRole('main').getByRole('link', { name: 'support@alafia.ng' })).toHaveAttribute('href', 'mailto:support@alafia.ng')
  await expect(page.getByRole('main').locator('a[href^="tel:+234"]')).toHaveCount(2)

  await sendContactForm(page)
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('')
})

test('the contact form shows what is missing or wrong beside each field', async ({ page }) => {
  await page.goto('/contact')
  await waitForHeader(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please fill all fields')).toHaveCount(3)
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Bola Ahmed')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email')
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Too short')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(page.getByText('Please fill all fields')).toHaveCount(0)
  await expect(page.getByText(THANK_YOU)).toHaveCount(0)
})

test('an admin reads a visitor message under Contact messages', async ({ page }) => {
  const message = `Line one of my question ${randomUUID().slice(0, 8)}\nand a second line <b>not bold</b>`
  const visitor = await sendContactForm(page, message)

  await signInAsStaff(page.context().request, 'Admin')
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Contact messages' }).click()
  await expect(page).toHaveURL(/\/admin\/contact-messages$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible()

  // Newest first: the visitor's message is the first on the first page.
  const newest = page.getByRole('article').first()
  await expect(newest.getByRole('heading', { name: visitor.fullName })).toBeVisible()
  await expect(newest.getByRole('link', { name: visitor.email })).toBeVisible()
  await expect(newest).toContainText('<b>not bold</b>')
  await expect(newest.locator('b')).toHaveCount(0)
})

test('a patient cannot open the contact messages, on the page or through the API', async ({ page }) => {
  await registerPatient(page.context().request)
  await page.goto('/admin/contact-messages')
  await expect(page).toHaveURL(/\/unauthorized$/)
  expect((await page.context().request.get('/api/v1/admin/contact-messages')).status()).toBe(403)
})

test('a manager reads contact messages through the API, newest first', async ({ page, playwright, baseURL }) => {
  const visitor = await sendContactForm(page)
  const visitorApi = await playwright.request.newContext({ baseURL })
  expect((await visitorApi.get('/api/v1/admin/contact-messages')).status()).toBe(401)
  await visitorApi.dispose()

  await signInAsStaff(page.context().request, 'Manager')
  const response = await page.context().request.get('/api/v1/admin/contact-messages?page=1')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body).toMatchObject({ page: 1, pageSize: 20 })
  expect(body.data[0]).toMatchObject({ fullName: visitor.fullName, email: visitor.email, message: visitor.message })
  expect(body.data[0]._id).toBe(body.data[0].id)
})

test('the about page shows the vision, mission, six core values and the services', async ({ page }) => {
  await page.goto('/about-page')
  await expect(page.getByRole('heading', { level: 2, name: 'Our vision' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible()
  const values = page.getByRole('region', { name: 'Our core values' }).getByRole('heading', { level: 3 })
  await expect(values).toHaveText(['Security', 'Empathy', 'Reliability', 'Empowerment', 'Navigation', 'Equity'])
  const services = page.getByRole('region', { name: 'Our services' }).getByRole('listitem')
  await expect(services).toHaveCount(8)
  await expect(services.first()).toHaveText('Clinical and mental health counselling')
  await expect(page.getByRole('img', { name: /counsellor and a client/ })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-page$/)
})

for (const path of ['/about-page', '/contact']) {
  test(`accessibility of ${path}`, async ({ page }) => {
    await page.goto(path)
    await waitForHeader(page)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
