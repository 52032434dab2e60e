import { expect, test, type Page } from '@playwright/test'
import { createStaff, createTherapist } from './db'
import { DEMO_PASSWORD, registerPatient, waitForHeader } from './support'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 768 }

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Every visible link, button and field of the page's main area, with its box. */
async function controlBoxes(page: Page): Promise<Box[]> {
  return page.locator('#main').evaluate((main) =>
    [...main.querySelectorAll('a, button, input, select, textarea')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({ x: box.x, y: box.y, width: box.width, height: box.height })),
  )
}

async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the messaging shortcut never covers a card, field or button (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto('/therapists')
    const shortcut = page.getByTestId('message-shortcut')
    // Scroll through the whole directory: at no point does the shortcut sit on a control of the page.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += viewport.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      const box = await shortcut.boundingBox()
      if (!box) continue
      for (const control of await controlBoxes(page)) expect(overlaps(box, control), `shortcut over a control at scroll ${y}`).toBe(false)
    }
    // It is at the end of the footer, and a visitor is asked to sign in to read their messages.
    await shortcut.scrollIntoViewIfNeeded()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Messages' })).toBeVisible()
    await shortcut.click()
    await expect(page).toHaveURL(/\/patient-login\?redirect=%2Fmessages$/)
    await context.close()
  })
}

test('on a screen wide enough the shortcut floats in the margin, clear of the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } })
  const page = await context.newPage()
  await page.goto('/therapists')
  const shortcut = page.getByTestId('message-shortcut')
  await expect(shortcut).toHaveCSS('position', 'fixed')
  const box = (await shortcut.boundingBox())!
  for (const control of await controlBoxes(page)) expect(overlaps(box, control)).toBe(false)
  await context.close()
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`a success clears the earlier errors of the form, and notices stay clear of the header (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    const patient = await registerPatient(page.request)
    await page.goto('/')
    await waitForHeader(page)
    if (viewport.width < 900) {
      await page.getByTestId('nav-toggle').click()
      await page.getByRole('dialog').getByRole('link', { name: /your profile/ }).click()
    } else await page.getByRole('banner').getByRole('link', { name: /your profile/ }).click()
    await page.getByRole('link', { name: /Change Password/i }).click()
    await expect(page).toHaveURL(/\/patient-change-password$/)

    const fill = async (oldPassword: string) => {
      await page.getByLabel('Old Password').fill(oldPassword)
      await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('a-brand-new-password')
      await page.getByLabel('Confirm New Password').fill('a-brand-new-password')
      await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click()
    }
    await fill('not-my-password')
    const errorToast = page.locator('[data-sonner-toast][data-type="error"]')
    await expect(errorToast).toHaveCount(1)
    // The notice, once in place, keeps clear of the header (desktop: below it, top-right; phone: at the bottom).
    await expect(errorToast).toHaveAttribute('data-mounted', 'true')
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))))
    const toastBox = (await errorToast.boundingBox())!
    expect(overlaps(toastBox, (await page.getByRole('banner').boundingBox())!)).toBe(false)
    if (viewport.width >= 900) expect(overlaps(toastBox, (await page.getByRole('banner').getByRole('button', { name: 'Logout' }).boundingBox())!)).toBe(false)
    else expect(toastBox.y).toBeGreaterThan(viewport.height / 2)
    // The same mistake again shows one notice, not two.
    await fill('not-my-password')
    await expect(page.getByRole('button', { name: 'UPDATE PASSWORD' })).toBeEnabled()
    await expect(errorToast).toHaveCount(1)

    await fill(patient.password)
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toHaveCount(1)
    await expect(errorToast).toHaveCount(0)
    await expect(page).toHaveURL(/\/patient-profile$/)
    await context.close()
  })
}

test("a therapist's profile link reads their first name, not their title", async ({ page }) => {
  const therapist = await createTherapist({ fullName: 'Dr. Kemisola Title', verified: true })
  await page.goto('/therapist-login')
  await signInThroughForm(page, therapist.email)
  await expect(page).toHaveURL(/\/therapist-dashboard$/)
  await page.getByRole('link', { name: 'Alafia home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: /^Kemisola\b.*your profile/ })).toBeVisible()
})

/** One element with id "main", one main landmark. */
async function expectOneMain(page: Page) {
  await expect(page.locator('[id="main"]')).toHaveCount(1)
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.locator('main:not([role="none"])')).toHaveCount(1)
}

test('one main landmark after moving between the site and the work areas', async ({ page }) => {
  await page.goto('/')
  await waitForHeader(page)
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click()
  await expect(page).toHaveURL(/\/patient-login$/)
  await signInThroughForm(page, (await createStaff('Admin')).email)
  await expect(page).toHaveURL(/\/admin$/)
  await expectOneMain(page)
  // The skip link reaches the visible main.
  await page.getByRole('link', { name: 'Skip to content' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
  await page.getByRole('link', { name: 'Alafia home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expectOneMain(page)
})

