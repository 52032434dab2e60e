import { expect, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { waitForHeader } from './support'

// What the journey specs share: screenshots on request, the usable-page check, the login form, and a
// page of its own per person.

/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
export function screenshots(prefix: string) {
  return async (page: Page, name: string) => {
    const folder = process.env.E2E_SCREENSHOTS
    if (folder) await page.screenshot({ path: `${folder}/${prefix}-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
  }
}

/** What a person meets fits the width and has no serious accessibility fault. */
export async function expectUsable(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  await expectNoSeriousA11yIssues(page)
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
}

/** A page in a browser context of its own (one person), in Lagos time. */
export async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, timezoneId: 'Africa/Lagos' })
  return context.newPage()
}

/** Phone widths get the header's drawer instead of its bar. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) <= 900

/** The header's profile link (in the drawer on a phone), named after the person's first name. */
export async function openProfileFromHeader(page: Page, firstName: string) {
  await waitForHeader(page)
  const profileLink = { name: new RegExp(`^${firstName}\\s*, your profile$`) }
  if (isPhone(page)) {
    await page.getByTestId('nav-toggle').click()
    await page.getByRole('dialog').getByRole('link', profileLink).click()
  } else {
    await page.getByRole('banner').getByRole('link', profileLink).click()
  }
}
