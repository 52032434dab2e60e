import type { Page } from '@playwright/test'
import { hour12 } from './db'

// The therapist page's booking widget, as a patient uses it: date, start and end chips.

/** "Mon, Nov 23", as the widget's date chips read. */
export const chipDate = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** A chip of the widget (a radio button drawn as a label), by its group and its exact text. */
export function chip(page: Page, group: string, text: string) {
  return page.getByRole('group', { name: group }).locator('label').filter({ hasText: new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`) })
}

export async function chooseTime(page: Page, date: string, start: number, end: number) {
  await chip(page, '1. Choose a date', chipDate(date)).click()
  await chip(page, '2. Start time', hour12(start)).click()
  await chip(page, '3. End time', hour12(end)).click()
}
