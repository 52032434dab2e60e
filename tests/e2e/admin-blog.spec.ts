import { crc32, deflateSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { adminNav, expectNothingBlocked, navLink, openFromSidebar, SCREENS, shownText, tabTo } from './admin-support'
import { registerPatient, signInAsStaff } from './support'
import { expectNoSeriousA11yIssues } from './axe'

/** A small real PNG (width × height, one colour), made here so no binary is committed. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // colour type: RGB
  // Each row: filter byte 0, then the pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))])
}


/** The image has really loaded (not the broken-image box). */
async function expectLoaded(image: ReturnType<Page['locator']>) {
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
}

/** The list's search by title, as an admin types it. */
async function searchPosts(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(text)
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`))
}

test('an admin creates a post with an image, edits it, views it and deletes it', async ({ page }) => {
  test.setTimeout(120_000)
  const tag = `E2E ${Date.now().toString(36)}`
  const title = `${tag}: sleep and mood`
  const editedTitle = `${tag}: sleep, mood and exams`
  await signInAsStaff(page.request, 'Admin')

  // From the dashboard's sidebar to the list, then to the create form.
  await page.goto('/admin')
  await openFromSidebar(page, 'All Blog Post')
  await expect(page.getByRole('heading', { level: 1, name: 'All Blog Post' })).toBeVisible()
  await page.locator('#main').getByRole('link', { name: 'Create Post' }).click()
  await expect(page).toHaveURL(/\/admin\/create-blog-post$/)
  const create = page.getByRole('button', { name: 'Create Post' })
  await expect(create).toBeEnabled()

  // Title and content are required; the image too on create.
  await create.click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please fill all fields' })).toBeVisible()
  await expect(page.getByText('Please select an image first!')).toBeVisible()

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Sleep shapes how we feel.\nEven one bad night shows.\n\nKeep a regular bedtime.')
  await page.getByLabel(/Blog Image/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(120, 63, [47, 122, 85]) })
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
  await expectNoSeriousA11yIssues(page)
  await create.click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Blog post created successfully' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/all-blog-post$/)
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell').nth(1)).toHaveText('0')

  // The public blog shows it at once (its cached pages were expired), with the image and the text.
  await page.goto('/our-blog')
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(card).toBeVisible()
  await card.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Keep a regular bedtime.', { exact: true })).toBeVisible()
  await expectLoaded(page.locator('article img').first())

  // Edit: new title and content, the image kept (none chosen). Back to the admin area, the list,
  // and the post found by its title.
  await page.goto('/admin')
  await openFromSidebar(page, 'All Blog Post')
  await searchPosts(page, tag.toLowerCase())
  await expect(page.getByRole('row')).toHaveCount(2) // the header and the one post
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
  await expectLoaded(page.getByRole('img', { name: 'The current image' }))
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(editedTitle)
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Sleep shapes how we feel.\n\nBefore exams, sleep matters even more.')
  const save = page.getByRole('button', { name: 'Save Changes' })
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Blog post updated successfully' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/all-blog-post$/)

  // View it in the modal: image, title, date and the text with its breaks.
  await page.getByRole('button', { name: `View ${editedTitle}` }).click()
  const modal = page.getByRole('dialog', { name: editedTitle })
  await expect(modal).toBeVisible()
  await expect(modal.getByText('Before exams, sleep matters even more.', { exact: true })).toBeVisible()
  await expect(modal.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await expectLoaded(modal.locator('img'))
  await expectNoSeriousA11yIssues(page)
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(modal).toBeHidden()

  // The public page shows the edit.
  await page.goto('/our-blog')
  await expect(page.getByRole('article').filter({ hasText: editedTitle })).toBeVisible()
  await expect(page.getByText(title, { exact: true })).toHaveCount(0)

  // Delete, after the confirmation (Cancel first keeps it).
  await page.goto('/admin')
  await openFromSidebar(page, 'All Blog Post')
  await searchPosts(page, tag)
  await page.getByRole('button', { name: `Delete ${editedTitle}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Blog Post' })
  await expect(confirm).toContainText('This action cannot be undone.')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(editedTitle) })).toBeVisible()
  await page.getByRole('button', { name: `Delete ${editedTitle}` }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Blog post deleted successfully' })).toBeVisible()
  await expect(page.getByText('No Blog Post Found')).toBeVisible()

  // Gone from the public blog.
  await page.goto('/our-blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible()
  await expect(page.getByText(editedTitle)).toHaveCount(0)
})

test('a manager sees the blog list as cards on a phone and the outbox', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsStaff(page.request, 'Manager')
  await page.goto('/admin')
  await openFromSidebar(page, 'All Blog Post')
  await expect(page.getByRole('heading', { level: 1, name: 'All Blog Post' })).toBeVisible()
  await expect(page.getByRole('table')).toBeHidden()
  const cards = page.getByRole('list', { name: 'Blog posts, newest first' }).getByRole('listitem')
  await expect(cards).toHaveCount(10)
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoSeriousA11yIssues(page)

  await openFromSidebar(page, 'Email outbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Email outbox' })).toBeVisible()
  await expect(page.getByText(/No email provider is configured/)).toBeVisible()
  await expectNoSeriousA11yIssues(page)

  // A patient who types their addresses is sent away from both.
  await page.context().clearCookies()
  await registerPatient(page.request)
  for (const path of ['/admin/all-blog-post', '/admin/outbox', '/admin/create-blog-post']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/unauthorized$/)
  }
})

// From the list, View opens the post in a dialog whose Edit link leads to the edit
// page. That page must be fully usable: no modal left open over it, nothing inert, the Title reached
// with the keyboard and Save clickable. On a desktop and on a phone.
for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport })

    test('an admin views a post in the dialog, follows its Edit link, renames the post by keyboard and saves', async ({ page }) => {
      const tag = `Dialog ${Date.now().toString(36)}`
      const title = `${tag}: rest and recovery`
      const renamed = `${tag}: rest, recovery and sleep`
      const admin = await signInAsStaff(page.request, 'Admin', `Editor ${tag}`)
      const created = await page.request.post('/api/v1/admin/create-blog-post', {
        multipart: { title, content: 'Rest is part of recovery.', blogImage: { name: 'cover.png', mimeType: 'image/png', buffer: solidPng(120, 63, [47, 122, 85]) } },
      })
      expect(created.status()).toBe(201)
      const postId = (await created.json()).data._id as string

      await page.goto('/admin')
      await openFromSidebar(page, 'All Blog Post')
      await expect(page.getByRole('heading', { level: 1, name: 'All Blog Post' })).toBeVisible()
      await page.getByRole('searchbox', { name: 'Search by title' }).fill(tag)
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/search=/)

      await page.getByRole('button', { name: `View ${title}` }).click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText('Rest is part of recovery.', { exact: true })).toBeVisible()
      await dialog.getByRole('link', { name: 'Edit' }).click()

      await expect(page).toHaveURL(new RegExp(`/admin/edit-blog-post/${postId}$`))
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible()
      const titleField = page.getByRole('textbox', { name: 'Title', exact: true })
      await expect(titleField).toHaveValue(title)
      await expect(dialog).toBeHidden()
      await expectNothingBlocked(page)
      await expect(navLink(page, 'All Blog Post')).toHaveAttribute('aria-current', 'page')

      // The keyboard reaches the Title from the top of the page, and typing replaces it.
      await page.getByRole('heading', { level: 1, name: 'Edit Post' }).click()
      await tabTo(page, titleField)
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(renamed)
      await expect(titleField).toHaveValue(renamed)

      // Save is the element under the pointer where it is drawn: nothing covers it.
      const save = page.getByRole('button', { name: 'Save Changes' })
      await save.scrollIntoViewIfNeeded()
      expect(await save.evaluate((button) => {
        const box = button.getBoundingClientRect()
        return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
      })).toBe(true)
      await expectNothingBlocked(page)
      await save.click()

      await expect(shownText(page, 'Blog post updated successfully')).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/all-blog-post$/)
      await expect(page.getByRole('button', { name: `View ${renamed}` })).toBeVisible()
      await expect(page.getByRole('button', { name: `View ${title}` })).toHaveCount(0)
      await expectNothingBlocked(page)
      await expect(adminNav(page)).toBeVisible()

      // The audit log says what changed, in words: this admin's edit (other tests edit posts too).
      await openFromSidebar(page, 'Audit log')
      await page.getByRole('searchbox', { name: 'Person (who acted, or whom it was about)' }).fill(admin.fullName)
      await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Edited a blog post' })
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/action=blog\.update/)
      const entry = page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row').nth(1)
      await expect(entry).toContainText(`Edited blog post ${renamed}`)
      await expect(entry.getByRole('definition').filter({ hasText: '→' })).toHaveText(`${title} → ${renamed}`)
      await expect(entry.getByRole('term')).toHaveText(['Title:'])
      await expect(entry.getByRole('link', { name: renamed })).toHaveAttribute('href', `/admin/edit-blog-post/${postId}`)

      expect((await page.request.delete(`/api/v1/admin/delete-blog-post/${postId}`)).status()).toBe(200)
    })
  })
}
