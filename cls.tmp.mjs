import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
await page.addInitScript(() => {
  window.__shifts = []
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: e.sources.map((s) => ({ node: s.node?.outerHTML?.slice(0, 120), prev: JSON.stringify(s.previousRect), cur: JSON.stringify(s.currentRect) })) }) }).observe({ type: 'layout-shift', buffered: true })
})
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 3000))
await browser.close()
