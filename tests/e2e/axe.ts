import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * No serious or critical axe violations on the page as it stands. Transitions finish first: a notice
 * fading in is measured half-transparent, and its colours then fail contrast that they pass at rest.
 */
export async function expectNoSeriousA11yIssues(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))))
  // On a client-side navigation Next removes the old page's <title> and adds the new page's once its
  // metadata has streamed in, after the content (0.1-0.5 s with Chromium at 8x CPU slowdown, Next 16.4.6
  // and 16.5.0 alike). The page is checked once it has its title; a page that never gets one fails here.
  await expect(page).toHaveTitle(/\S/)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
