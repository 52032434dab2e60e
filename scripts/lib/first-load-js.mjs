// First-load JavaScript of the public pages against the framework's floor, for npm run bench.
//
// The floor is an empty App Router page (one heading, one link, one tiny client component) in a
// fixture app (scripts/js-floor/) built in the same run with the repository's own Next and React and
// the app's settings that change what the browser loads. Every public page must stay within
// JS_BAR_OVER_FLOOR_KB of it: what is above the floor is our own code.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { withFloorApp } from './floor-app.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** How far above the floor a public page's first-load gzip JavaScript may be. */
export const JS_BAR_OVER_FLOOR_KB = 15

/** Every public page a visitor can land on (the paths the product uses). */
export function jsPages(therapistId, postId) {
  return [
    ['home', '/'],
    ['about', '/about-page'],
    ['contact', '/contact'],
    ['directory', '/therapists'],
    ['directory with filters', '/therapists?specialty=Mental%20Health%20Counselor&language=yoruba&gender=female&maxFee=20000&availableWithinDays=7&sort=soonest'],
    ['therapist page', `/one-therapist/${therapistId}`],
    ['blog list', '/our-blog'],
    ['blog post', `/blog-post-detail/${postId}`],
    ['get help now', '/get-help-now'],
    ['find a therapist', '/find-a-therapist'],
  ]
}

/**
 * The page's own script files, gzip-compressed: what a phone downloads before the page is
 * interactive. Scripts loaded later (on interaction or when the page is idle) are not in the HTML.
 */
export async function firstLoadJs(base, pagePath) {
  const response = await fetch(`${base}${pagePath}`)
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`)
  const html = await response.text()
  // noModule scripts are legacy polyfills that modern browsers skip.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/\snoModule/i.test(m[0]))
  const sources = [...new Set(tags.map((m) => m[1]))]
  let raw = 0
  let gzip = 0
  for (const src of sources) {
    const bytes = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    raw += bytes.length
    gzip += gzipSync(bytes).length
  }
  return { files: sources.length, rawKb: Math.round(raw / 1024), gzipKb: Math.round(gzip / 1024), sources }
}

/** The floor app's empty page (scripts/lib/floor-app.mjs), served on `port`. */
export function measureFloor(port) {
  return withFloorApp(port, (base) => firstLoadJs(base, '/'))
}

/** Measures every page and the floor; returns the rows and whether every page is within the bar. */
export async function measureJs({ base, floorPort, pages }) {
  const floor = await measureFloor(floorPort)
  const rows = []
  for (const [name, pagePath] of pages) {
    const sizes = await firstLoadJs(base, pagePath)
    const over = sizes.gzipKb - floor.gzipKb
    rows.push({ name, path: pagePath, ...sizes, over, meets: over <= JS_BAR_OVER_FLOOR_KB })
  }
  return { floor, rows, meets: rows.every((row) => row.meets) }
}

const short = (p) => (p.length > 48 ? `${p.slice(0, 45)}…` : p)

/** The JavaScript table of docs/performance.md (inside the bench-js markers). */
export function jsReport({ floor, rows }) {
  const bar = `within ${JS_BAR_OVER_FLOOR_KB} KB of the floor`
  return [
    `First-load JavaScript (every script the page's HTML loads, each gzip-compressed; Next ${nextVersion()}). The floor is the empty App Router page of scripts/js-floor (one heading, one link, one tiny client component), built in the same run with the same Next, React and settings. The bar: ${bar}.`,
    '',
    '| Page | Path | Files | Raw KB | Gzip KB | Over floor KB | Bar |',
    '|---|---|---:|---:|---:|---:|---|',
    `| floor (empty page, scripts/js-floor) | \`/\` | ${floor.files} | ${floor.rawKb} | ${floor.gzipKb} | 0 | - |`,
    ...rows.map((r) => `| ${r.name} | \`${short(r.path)}\` | ${r.files} | ${r.rawKb} | ${r.gzipKb} | ${r.over} | ${r.meets ? 'meets' : 'MISSES'} ${bar} |`),
  ]
}

function nextVersion() {
  const result = spawnSync('node', ['-p', "require('next/package.json').version"], { cwd: ROOT, encoding: 'utf8' })
  return result.stdout.trim()
}
