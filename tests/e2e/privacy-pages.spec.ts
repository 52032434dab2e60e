import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { waitForHeader } from './support'

// The privacy notice and the terms, as visitors meet them: from the footer on any page, and from the
// registration forms (patient and therapist), where they open in a new tab so the form keeps what was
// typed. Both pages state the settings of this server (their defaults here): the data protection
// officer's address, the cancellation policy and the commission.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) <= 900

/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/legal-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

async function expectPrivacyNotice(page: Page) {
  await expect(page).toHaveURL(/\/privacy$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible()
  await expect(page).toHaveTitle(/Privacy notice/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/)
  // The controller, the DPO (the DPO_EMAIL setting's default), the processors, retention and rights.
  await expect(main.getByRole('heading', { name: 'Who we are' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'privacy@alafia.ng' }).first()).toHaveAttribute('href', 'mailto:privacy@alafia.ng')
  for (const processor of ['Monnify', 'Resend', 'Termii', 'uploadthing']) await expect(main.getByRole('listitem').filter({ hasText: processor }).first()).toBeVisible()
  await expect(main.getByRole('listitem').filter({ hasText: 'Sign-in attempts (email and internet address): 30 days after the attempt.' })).toBeVisible()
  await expect(main.getByRole('listitem').filter({ hasText: 'Emails we sent you: 90 days after they were sent.' })).toBeVisible()
  await expect(main).toContainText('within 72 hours')
  await expect(main.getByRole('link', { name: 'ndpc.gov.ng' })).toHaveAttribute('href', 'https://ndpc.gov.ng')
}

async function expectTerms(page: Page) {
  await expect(page).toHaveURL(/\/terms$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
  await expect(page).toHaveTitle(/Terms of use/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/terms$/)
  // The policy and the commission as this server's settings say (their defaults: 24 hours, 0 %, 15 %).
  await expect(main).toContainText('Cancel at least 24 hours before the start for a full refund; later, no refund; after the start, nothing.')
  await expect(main).toContainText('Alafia keeps 15% of each payment as its commission')
  await expect(main).toContainText('Alafia is not an emergency service.')
  await expect(main.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/get-help-now')
  await expect(main).toContainText('governed by the laws of the Federal Republic of Nigeria')
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
}

/** Opens a link that leads to a new tab and returns that tab once it has loaded. */
async function openInNewTab(page: Page, link: ReturnType<Page['getByRole']>) {
  await expect(link).toHaveAttribute('target', '_blank')
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await tab.waitForLoadState()
  return tab
}

for (const viewport of VIEWPORTS) {
  test.describe(`privacy pages on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a visitor reads the privacy notice and the terms from the footer', async ({ page }) => {
      await page.goto('/')
      await waitForHeader(page)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click()
      await expectPrivacyNotice(page)
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'privacy')

      // The section list jumps to its section.
      await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How long we keep it' }).click()
      await expect(page).toHaveURL(/\/privacy#how-long$/)
      await expect(page.getByRole('heading', { level: 2, name: 'How long we keep it' })).toBeInViewport()

      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click()
      await expectTerms(page)
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'terms')

      // Each page links to the other.
      await page.getByRole('main').getByRole('link', { name: 'Privacy notice' }).last().click()
      await expectPrivacyNotice(page)
    })

    test('a visitor opens the terms and the privacy notice from the registration forms without losing what they typed', async ({ page }) => {
      await page.goto('/')
      await waitForHeader(page)
      if (isPhone(page)) {
        await page.getByTestId('nav-toggle').click()
        await page.getByRole('dialog').getByRole('link', { name: 'Account' }).click()
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Account' }).click()
      }
      await expect(page).toHaveURL(/\/patient-login/)
      await page.getByRole('link', { name: 'Create an account' }).click()
      await expect(page).toHaveURL(/\/patient-registration$/)
      await page.getByLabel('Full Name').fill('Ngozi Okafor')

      const agreement = page.getByTestId('registration-agreement')
      await expect(agreement).toHaveText('By creating an account you agree to the Terms (opens in a new tab) and the Privacy notice (opens in a new tab).')
      await snap(page, 'patient-registration')
      const terms = await openInNewTab(page, agreement.getByRole('link', { name: 'Terms' }))
      await expectTerms(terms)
      await terms.close()
      const privacy = await openInNewTab(page, agreement.getByRole('link', { name: 'Privacy notice' }))
      await expectPrivacyNotice(privacy)
      await privacy.close()
      await expect(page.getByLabel('Full Name')).toHaveValue('Ngozi Okafor')

      // The therapist's registration says the same.
      await page.getByRole('link', { name: 'Register as a Therapist' }).click()
      await expect(page).toHaveURL(/\/therapist-registration$/)
      // The router keeps the patient form in the page, hidden, for Back: the visible line is the therapist's.
      const therapistAgreement = page.getByTestId('registration-agreement').filter({ visible: true })
      await expect(therapistAgreement).toContainText('By creating an account you agree to the Terms')
      const therapistPrivacy = await openInNewTab(page, therapistAgreement.getByRole('link', { name: 'Privacy notice' }))
      await expectPrivacyNotice(therapistPrivacy)
      await therapistPrivacy.close()
    })
  })
}

test('the sitemap lists both pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/privacy', '/terms']) expect(sitemap).toContain(`${path}</loc>`)
})
