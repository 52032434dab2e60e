#!/usr/bin/env node
// npm run lighthouse: Lighthouse (mobile settings, Debian's Chromium) on the home, directory,
// therapist, post and "Match me" pages of a production build with the demo data, three runs each;
// writes the median of each score to docs/performance.md and exits non-zero when any median is below
// 100 in any category (Performance, Accessibility, Best Practices, SEO).
//
//   npm run lighthouse                      build, start, audit, update docs/performance.md
//   LIGHTHOUSE_SKIP_BUILD=1 npm run lighthouse
//   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_ONLY=home npm run lighthouse      one run of one page (while developing)
//   LIGHTHOUSE_JSON_DIR=/tmp/lh npm run lighthouse                 keep every run's full report
//
// The database is the app's own (.data/pg with the demo data, EMBEDDED_PG_PORT to move it), the
// server listens on LIGHTHOUSE_PORT (3500).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { withFloorApp } from './lib/floor-app.mjs'
import { startProductionServer, stopServer } from './lib/production-server.mjs'
import { replaceSection } from './lib/report-section.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3500)
/** The floor app (scripts/lib/floor-app.mjs), audited the same way once Alafia's server has stopped. */
const FLOOR_PORT = Number(process.env.LIGHTHOUSE_FLOOR_PORT ?? PORT + 1)
const BASE = `http://127.0.0.1:${PORT}`
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const ONLY = process.env.LIGHTHOUSE_ONLY
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** Every category must score 100 (the median of the runs). */
const BAR = 100
/** Runs of one page Lighthouse may fail to measure (a runtime error) before one counts. */
const MAX_UNMEASURED = 2

if (!process.env.ALAFIA_LIGHTHOUSE_INNER) {
  const result = spawnSync('node', ['scripts/with-db.mjs', 'node', 'scripts/lighthouse.mjs'], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, ALAFIA_LIGHTHOUSE_INNER: '1' },
  })
  process.exit(result.status ?? 1)
}

async function main() {
  if (!process.env.LIGHTHOUSE_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: ROOT, env: { ...process.env, APP_URL: BASE } })
    if (build.status !== 0) throw new Error('the build failed')
  }
  const { server } = await startProductionServer(PORT)
  let chrome
  try {
    const pages = (await pagesToAudit()).filter(([name]) => !ONLY || ONLY.split(',').includes(name))
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    if (JSON_DIR) mkdirSync(JSON_DIR, { recursive: true })
    const rows = []
    for (const [name, pagePath] of pages) rows.push(await audit(chrome, BASE, name, pagePath))
    await stopServer(server)
    // The framework's own performance on this machine: the floor app's empty page, the same audit
    // (its other categories say nothing: the page has no description, no content to check).
    const wantsFloor = !ONLY || ONLY.split(',').includes('floor')
    const floor = wantsFloor ? await withFloorApp(FLOOR_PORT, (base) => audit(chrome, base, 'floor', '/', ['performance'])) : null
    writeReport(rows, floor)
    const misses = rows.flatMap((r) => CATEGORIES.filter((c) => !(r.scores[c] >= BAR)).map((c) => `${r.name} ${c} ${r.scores[c]}`))
    if (misses.length) {
      console.error(`[lighthouse] below ${BAR}: ${misses.join('; ')}`)
      process.exitCode = 1
    }
  } finally {
    await chrome?.kill()
    server.kill('SIGTERM')
  }
}

/** RUNS audits of one page; the median of each score and timing. */
async function audit(chrome, base, name, pagePath, categories = CATEGORIES) {
  await fetch(`${base}${pagePath}`) // warm the cache: the audit measures a visitor, not the first render
  const runs = []
  const unmeasured = []
  while (runs.length < RUNS) {
    const run = runs.length + 1
    const result = await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`no Lighthouse result for ${pagePath}`)
    if (JSON_DIR) writeFileSync(path.join(JSON_DIR, `${name.replaceAll(' ', '-')}-${run + unmeasured.length}.json`), JSON.stringify(lhr))
    // A run Lighthouse itself could not measure (headless Chromium once reported no first paint,
    // NO_FCP, and every timing NaN) says nothing about the page: it is run again, at most twice a
    // page, and the report names it. A third such run counts, as NaN, and fails the bar.
    if (lhr.runtimeError && unmeasured.length < MAX_UNMEASURED) {
      unmeasured.push(lhr.runtimeError.code)
      console.log(`${name.padEnd(16)} run ${run}: not measured (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); running it again`)
      continue
    }
    const last = summarise(lhr)
    runs.push(last)
    console.log(`${name.padEnd(16)} run ${run}: ${categories.map((c) => `${c} ${last.scores[c]}`).join('  ')}  FCP ${last.fcp} ms  LCP ${last.lcp} ms  TBT ${last.tbt} ms  SI ${last.si} ms${last.failing.length ? `\n  below 90: ${last.failing.join(', ')}` : ''}`)
  }
  return { name, pagePath, ...medianOf(runs), unmeasured }
}

function summarise(lhr) {
  const numeric = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)
  return {
    // A category not audited (the floor's) or without a score is NaN, which never meets the bar.
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)])),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    si: numeric('speed-index'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode))
      .map((a) => a.id),
  }
}

/** The median of each score and each timing over the runs, each taken on its own. */
function medianOf(runs) {
  // A NaN (a run not measured, counted after its repeats) sorts as the worst value: the lowest score,
  // the longest time. The middle of the sorted runs is NaN only when most runs are.
  const median = (values, worst) => {
    const sorted = [...values].sort((a, b) => (Number.isNaN(a) ? worst : a) - (Number.isNaN(b) ? worst : b))
    return sorted[Math.floor((sorted.length - 1) / 2)]
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]), -1)])),
    ...Object.fromEntries(['fcp', 'lcp', 'tbt', 'si', 'cls'].map((key) => [key, median(runs.map((r) => r[key]), Number.MAX_VALUE)])),
    allScores: runs.map((r) => r.scores.performance),
  }
}

/** The home, directory and "Match me" pages, and the first therapist and post the sitemap lists. */
async function pagesToAudit() {
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text()
  const first = (prefix) => {
    const match = sitemap.match(new RegExp(`<loc>[^<]*(${prefix}[^<]+)</loc>`))
    if (!match) throw new Error(`the sitemap lists no ${prefix} page`)
    return match[1]
  }
  return [
    ['home', '/'],
    ['directory', '/therapists'],
    ['therapist page', first('/one-therapist/')],
    ['blog post', first('/blog-post-detail/')],
    ['find-a-therapist', '/find-a-therapist'],
  ]
}

function writeReport(rows, floor) {
  const cell = (score) => `${score}${score >= BAR ? '' : ' (MISSES)'}`
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
  const line = (r, score) =>
    `| ${r.name} | \`${r.pagePath.length > 40 ? `${r.pagePath.slice(0, 37)}…` : r.pagePath}\` | ${CATEGORIES.map((c) => score(r.scores[c])).join(' | ')} | ${r.allScores.join(', ')}${r.unmeasured.length ? ` (and ${r.unmeasured.length} not measured: ${r.unmeasured.join(', ')})` : ''} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${seconds(r.si)} | ${r.tbt} ms | ${r.cls} |`
  const section = [
    '<!-- lighthouse:start (written by scripts/lighthouse.mjs) -->',
    `Lighthouse ${lighthouseVersion()} with its default mobile settings (simulated slow 4G, 4× CPU slowdown, Moto G Power screen), Debian Chromium headless, ${new Date().toISOString().slice(0, 10)}, production build with the demo data. Median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page (each score and timing on its own; a run Lighthouse could not measure, a runtime error such as no first paint, is run again, at most twice a page, and named); bar: 100 in every category. The floor is the framework alone: the empty page of the floor app (\`scripts/js-floor\`: one heading, one link, one tiny client component), audited the same way in the same run.`,
    '',
    '| Page | Path | Performance | Accessibility | Best Practices | SEO | Performance per run | FCP | LCP | Speed Index | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---|---|---|---|---|---|',
    ...(floor ? [line({ ...floor, name: 'floor (`scripts/js-floor`)' }, (score) => (Number.isNaN(score) ? '-' : String(score)))] : []),
    ...rows.map((r) => line(r, cell)),
    '<!-- lighthouse:end -->',
  ].join('\n')
  replaceSection('lighthouse', section)
  console.log(`\n${section}\n`)
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version
}

main().catch((error) => {
  console.error('[lighthouse]', error)
  process.exit(1)
})
