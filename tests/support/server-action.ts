// Calls a server action the way a browser does (or an attacker who read its id from the page's
// scripts): POST to a page with the `Next-Action` header and the arguments as React encodes them.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const MANIFEST = path.resolve(import.meta.dirname, '../../.next/server/server-reference-manifest.json')

type Manifest = { node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }> }

/** A URL served by a manifest worker ('app/(site)/one-therapist/[therapistId]/page' → '/one-therapist/x'). */
function workerPath(worker: string): string {
  const path = worker
    .replace(/^app/, '')
    .replace(/\/(page|route)$/, '')
    .split('/')
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => (/^\[.*\]$/.test(segment) ? 'x' : segment))
    .join('/')
  return path || '/'
}

/** The id the last build gave the action `exportedName` of `file` (e.g. 'app/(site)/contact/actions.ts'). */
export function actionId(file: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest
  const found = Object.entries(manifest.node).find(([, entry]) => entry.filename === file && entry.exportedName === exportedName)
  if (!found) throw new Error(`no server action ${exportedName} in ${file} in this build`)
  return found[0]
}

/** Every 'use cache' function of the build: Next gives each an action id too, which anyone may post. */
export function cachedFunctionIds(): { id: string; file: string; page: string }[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest
  return Object.entries(manifest.node)
    .filter(([, entry]) => entry.exportedName.startsWith('$$RSC_SERVER_CACHE'))
    .map(([id, entry]) => ({ id, file: entry.filename, page: workerPath(Object.keys(entry.workers)[0] ?? 'app/page') }))
}

/** Plain JSON arguments only (what our actions take, apart from uploads). Answers the RSC payload as text. */
export async function callAction(base: string, pagePath: string, id: string, args: unknown[], cookie?: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${pagePath}`, {
    method: 'POST',
    headers: {
      'Next-Action': id,
      Accept: 'text/x-component',
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: base,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(args),
    redirect: 'manual',
  })
  return { status: response.status, text: await response.text() }
}
