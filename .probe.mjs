import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] })
const page = await browser.newPage()
const seen = []
page.on('request', (r) => seen.push(`${Date.now() % 100000} ${r.method()} ${r.url().replace('http://127.0.0.1:3321', '')}`))
page.on('console', (m) => seen.push(`console ${m.type()} ${m.text().slice(0, 200)}`))
await page.goto('http://127.0.0.1:3321' + process.argv[2], { waitUntil: 'load' })
await page.waitForTimeout(4000)
console.log(seen.slice(0, 60).join('\n'), '\n total', seen.length)
await browser.close()
