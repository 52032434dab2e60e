import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// No serious or critical accessibility violations on the shell's public pages.
for (const path of ['/', '/patient-login', '/patient-registration', '/therapist-login', '/unauthorized', '/token-expired', '/no-such-page']) {
  test(`accessibility of ${path}`, async ({ page }) => {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
