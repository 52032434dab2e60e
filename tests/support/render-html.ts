// Renders what a page or component returns to HTML, as the server would send it, so a test can
// check what a person is shown (texts, buttons) instead of only that something rendered. Server
// components (async included) are resolved by React's own server renderer; client components render
// their first state. A test that renders client components using next/navigation's hooks mocks them
// (vi.mock('next/navigation', …) with useRouter), since there is no app router outside Next.
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'

export async function renderHtml(node: ReactNode): Promise<string> {
  const errors: unknown[] = []
  const stream = await renderToReadableStream(node, { onError: (error) => void errors.push(error) })
  await stream.allReady
  const html = await new Response(stream).text()
  if (errors.length > 0) throw errors[0]
  return html
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' }
const decode = (text: string) => text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!)

/** The text a reader sees, tags dropped and white space collapsed (hidden elements included). */
export function visibleText(html: string): string {
  return decode(html.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim()
}

export type RenderedButton = { name: string; disabled: boolean }

/** Every <button>: its accessible name (aria-label, else its text) and whether it is disabled. */
export function buttons(html: string): RenderedButton[] {
  return [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/gs)].map(([, attributes = '', inner = '']) => {
    const label = /aria-label="([^"]*)"/.exec(attributes)?.[1]
    return { name: decode(label ?? visibleText(inner)), disabled: /\sdisabled(=""|\s|$)/.test(attributes) }
  })
}

/** The accessible names of every button. */
export const buttonNames = (html: string) => buttons(html).map((button) => button.name)
