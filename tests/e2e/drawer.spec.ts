import { expect, test, type Page } from '@playwright/test'
import { registerPatient, waitForHeader } from './support'

test.use({ viewport: { width: 390, height: 800 } })

const isScrollLocked = (page: Page) => page.evaluate(() => 'scrollLocked' in document.body.dataset)

test('the drawer replaces the bar on a phone, locks scrolling and closes on logout', async ({ page }) => {
  await registerPatient(page.context().request)
  await page.goto('/')
  await waitForHeader(page)
  const toggle = page.getByTestId('nav-toggle')
  const drawer = page.getByTestId('nav-drawer')
  await expect(toggle).toBeVisible()
  await expect(drawer).toBeHidden()

  await toggle.click()
  await expect(drawer).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(() => isScrollLocked(page)).toBe(true)
  for (const name of ['Home', 'About', 'Blog', 'All Therapists', 'Contact us']) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect.poll(() => isScrollLocked(page)).toBe(false)
  await expect(toggle).toBeFocused()

  await toggle.click()
  await drawer.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Successfully Logged Out')).toBeVisible()
  await expect(page).toHaveURL(/\/patient-login$/)
  await expect(drawer).toBeHidden()
  await expect.poll(() => isScrollLocked(page)).toBe(false)
})

test('the bar is shown instead of the drawer on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForHeader(page)
  await expect(page.getByTestId('nav-toggle')).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()
})
