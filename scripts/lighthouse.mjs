#!/usr/bin/env node
// npm run lighthouse: Lighthouse (mobile settings, Debian's Chromium) on the home, directory,
// therapist and post pages of a production build with the demo data; writes the scores to
// docs/performance.md. Bars: Performance ≥ 90; Accessibility, Best Practices, SEO ≥ 95.
//
//   npm run lighthouse                      build, start, audit, update docs/performance.md
//   LIGHTHOUSE_SKIP_BUILD=1 npm run lighthouse
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startProductionServer } from './lib/production-server.mjs'
import { replaceSection } from './lib/report-section.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3500)
const BASE = `http://127.0.0.1:${PORT}`
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const BARS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 }

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
    const pages = await pagesToAudit()
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    const rows = []
    for (const [name, pagePath] of pages) {
      await fetch(`${BASE}${pagePath}`) // warm the cache: the audit measures a visitor, not the first render
      const result = await lighthouse(`${BASE}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`no Lighthouse result for ${pagePath}`)
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id)
      console.log(`${name.padEnd(16)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}${failing.length ? `\n  below 90: ${failing.join(', ')}` : ''}`)
      rows.push({ name, pagePath, scores, lcp: lhr.audits['largest-contentful-paint']?.displayValue, tbt: lhr.audits['total-blocking-time']?.displayValue, cls: lhr.audits['cumulative-layout-shift']?.displayValue })
    }
    writeReport(rows)
  } finally {
    await chrome?.kill()
    server.kill('SIGTERM')
  }
}

/** The home and directory pages, and the first therapist and post the sitemap lists. */
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
    ['directory with filters', '/therapists?language=yoruba&gender=female&maxFee=20000&availableWithinDays=7&sort=soonest'],
    ['therapist page', first('/one-therapist/')],
    ['blog post', first('/blog-post-detail/')],
  ]
}

function writeReport(rows) {
  const cell = (category, score) => `${score}${score >= BARS[category] ? '' : ' (MISSES)'}`
  const section = [
    '<!-- lighthouse:start (written by scripts/lighthouse.mjs) -->',
    `Lighthouse ${lighthouseVersion()} with its default mobile settings (simulated slow 4G, 4× CPU slowdown, Moto G Power screen), Debian Chromium headless, ${new Date().toISOString().slice(0, 10)}, production build with the demo data.`,
    '',
    '| Page | Path | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---|---|---|',
    ...rows.map((r) => `| ${r.name} | \`${r.pagePath.length > 40 ? `${r.pagePath.slice(0, 37)}…` : r.pagePath}\` | ${CATEGORIES.map((c) => cell(c, r.scores[c])).join(' | ')} | ${r.lcp ?? '-'} | ${r.tbt ?? '-'} | ${r.cls ?? '-'} |`),
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
