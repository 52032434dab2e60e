import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'

// What the admin area's end-to-end tests share: the two screen sizes every journey runs at, the way
// a person opens a page from the sidebar (through the Menu on a phone), and the page checks.

export const SCREENS = [
  { name: 'on a desktop', viewport: { width: 1366, height: 768 } },
  { name: 'on a phone', viewport: { width: 390, height: 844 } },
] as const

/** A word no other test's data contains, to find this test's rows with a search. */
export const marker = (prefix = 'Qe') => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 8)}`

export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })

/** A sidebar link, folded away or not (on a phone the menu closes after each navigation). */
export const navLink = (page: Page, label: string) => adminNav(page).getByRole('link', { name: label, exact: true, includeHidden: true })

/** Text on the page shown: pages left earlier stay mounted but hidden (React's Activity), so their text is skipped. */
export const shownText = (page: Page, text: string | RegExp) => page.getByText(text, { exact: typeof text === 'string' }).filter({ visible: true })

/**
 * Submits a list's search or filter form and waits for the new address: the form keeps its values in
 * the query string, so the page is only read once it carries them. Values are matched as encoded.
 */
export async function submitFilters(page: Page, values: Record<string, string>) {
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  for (const [name, value] of Object.entries(values)) {
    const encoded = new URLSearchParams({ [name]: value }).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    await expect(page).toHaveURL(new RegExp(`[?&]${encoded}(&|$)`))
  }
}

/**
 * Clicks a sidebar link as a person would: on a phone the links are folded behind the Menu button,
 * which is opened first. Then checks the page's link is marked current, and on a phone that the menu
 * closed and names the current page.
 */
export async function openFromSidebar(page: Page, label: string) {
  const nav = adminNav(page)
  const link = nav.getByRole('link', { name: label, exact: true })
  const menu = nav.getByRole('button', { name: /^Menu/ })
  const isPhone = await menu.isVisible()
  if (isPhone) {
    // The button works once React has hydrated it: click until the menu opens.
    await expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass()
  }
  await link.click()
  await expect(navLink(page, label)).toHaveAttribute('aria-current', 'page')
  if (isPhone) {
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toHaveAccessibleName(new RegExp(`^Menu ?, current page ${label}$`))
    await expect(navLink(page, label)).toBeHidden()
  }
}

export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Nothing on the page is covered by an open modal or made inert. */
export async function expectNothingBlocked(page: Page) {
  expect(await page.evaluate(() => document.querySelector('dialog[open]'))).toBeNull()
  expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0)
}

/** Presses Tab from where focus is until `target` has it (at most 60 times); fails if the keyboard never gets there. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}
