import { gzipSync } from 'node:zlib'
const BASE = 'http://127.0.0.1:3300'
const html = await (await fetch(BASE + process.argv[2])).text()
const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/noModule/.test(m[0])).map((m) => m[1]))]
let total = 0
for (const s of srcs) { const b = Buffer.from(await (await fetch(new URL(s, BASE))).arrayBuffer()); const g = gzipSync(b).length; total += g; console.log((g/1024).toFixed(1).padStart(7), s, b.toString('latin1').slice(0, 0)) }
console.log('total gz KB', (total/1024).toFixed(1))
