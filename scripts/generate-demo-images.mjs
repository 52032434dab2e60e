#!/usr/bin/env node
// Draws the demo images (committed under public/images/demo) from SVG built here, with sharp:
//   - therapists/01.jpg … 40.jpg: 400×400 abstract portraits with each demo therapist's initials,
//     and therapists/small/01.jpg …: the same at 240×240, the small rendition cards show
//     (SMALL_EDGE in lib/server/uploads/sanitize-image.ts);
//   - blog/01.jpg … 12.jpg: 1200×630 calm abstract covers.
// Nothing is downloaded. Output is deterministic for a given sharp/librsvg version.
//
//   node scripts/generate-demo-images.mjs
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { tsImport } from 'tsx/esm/api'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, 'public/images/demo')
const { THERAPISTS, therapistInitials } = await tsImport('../prisma/seed/therapists.ts', import.meta.url)

// Small deterministic PRNG (mulberry32) so every run draws the same shapes.
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** SMALL_EDGE of lib/server/uploads/sanitize-image.ts (a server-only module this script cannot import). */
const SMALL_PORTRAIT_EDGE = 240

const pad = (n) => String(n).padStart(2, '0')
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"

// Soft warm and teal pairs: [background from, background to, silhouette, accent].
const PORTRAIT_PALETTES = [
  ['#F7E3CF', '#E8A87C', '#8C4A2F', '#FFF4E8'],
  ['#D9F0EC', '#6FB7AC', '#1F5F58', '#F2FBF9'],
  ['#FBE7D9', '#D98E73', '#7A3B2A', '#FFF6EF'],
  ['#E0F2EF', '#4E9E94', '#174B46', '#EFFAF8'],
  ['#F6E9D7', '#C9A27A', '#6B4A2B', '#FFF8EE'],
  ['#E3EFF0', '#7FAEB3', '#2C5A60', '#F3FAFA'],
  ['#FCEBDD', '#EFB08A', '#96522F', '#FFF7F0'],
  ['#DDEFE8', '#8CC3AE', '#2E6B57', '#F1FAF6'],
]

function portraitSvg(therapist, index) {
  const [from, to, figure, accent] = PORTRAIT_PALETTES[index % PORTRAIT_PALETTES.length]
  const r = rng(1000 + index)
  const angle = Math.round(r() * 360)
  const blobs = Array.from({ length: 3 }, () => {
    const cx = Math.round(r() * 400)
    const cy = Math.round(r() * 260)
    const radius = Math.round(60 + r() * 90)
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${accent}" opacity="${(0.12 + r() * 0.14).toFixed(2)}"/>`
  }).join('')
  const female = therapist.gender === 'Female'
  // Women alternate between a gele (head-tie) and long braids; men get a short crown of hair.
  // `back` is drawn behind the head, `front` over it; both stay abstract.
  let back = ''
  let front = ''
  if (female && index % 2 === 0) {
    front = `<path d="M124 170 C 104 132, 108 92, 140 78 C 162 52, 196 64, 204 70 C 214 50, 262 50, 272 84 C 300 96, 300 140, 276 170 C 256 140, 232 126, 200 126 C 168 126, 142 140, 124 170 Z" fill="${figure}"/>
  <path d="M150 96 C 180 74, 232 72, 262 98 C 230 90, 186 90, 150 112 Z" fill="${accent}" opacity="0.4"/>`
  } else if (female) {
    back = `<path d="M128 190 C 112 120, 160 94, 200 94 C 242 94, 290 120, 272 190 L 286 286 C 266 296, 250 290, 244 280 L 156 280 C 150 290, 134 296, 114 286 Z" fill="${figure}"/>`
    front = `<path d="M136 172 C 134 124, 170 102, 200 102 C 232 102, 266 124, 264 172 C 250 144, 226 132, 200 132 C 174 132, 150 144, 136 172 Z" fill="${figure}"/>`
  } else {
    front = `<path d="M140 166 C 138 124, 168 106, 200 106 C 234 106, 262 124, 260 166 C 248 146, 226 138, 200 138 C 174 138, 152 146, 140 166 Z" fill="${figure}"/>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${figure}" stop-opacity="0.92"/>
      <stop offset="1" stop-color="${figure}" stop-opacity="0.78"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  ${blobs}
  <path d="M56 400 C 60 318, 120 282, 200 282 C 280 282, 340 318, 344 400 Z" fill="url(#body)"/>
  ${back}
  <rect x="178" y="232" width="44" height="58" rx="18" fill="${figure}" opacity="0.88"/>
  <ellipse cx="200" cy="180" rx="64" ry="72" fill="${figure}" opacity="0.88"/>
  ${front}
  <text x="200" y="362" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700"
        letter-spacing="4" fill="${accent}" opacity="0.95">${therapistInitials(therapist)}</text>
</svg>`
}

const COVER_PALETTES = [
  ['#E8F3F1', '#9FD0C7', '#3F8F86', '#F4C7A1'],
  ['#FBEFE3', '#F2C6A0', '#D98E73', '#7FB7AE'],
  ['#EAF1F6', '#A9C6D9', '#4F7F9C', '#F1D3B3'],
  ['#F3F0E6', '#D8CBA6', '#9C8456', '#8FC1B5'],
  ['#EDE7F1', '#C4B3D4', '#7D6A96', '#F3D6C1'],
  ['#E6F4EA', '#A8D5B5', '#4C8F63', '#F6DDB0'],
]

function coverSvg(index) {
  const [from, mid, deep, warm] = COVER_PALETTES[index % COVER_PALETTES.length]
  const r = rng(5000 + index)
  const sunX = Math.round(200 + r() * 800)
  const sunY = Math.round(120 + r() * 180)
  const circles = Array.from({ length: 5 }, () => {
    const cx = Math.round(r() * 1200)
    const cy = Math.round(r() * 630)
    const radius = Math.round(80 + r() * 220)
    const fill = r() > 0.5 ? mid : warm
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}" opacity="${(0.16 + r() * 0.2).toFixed(2)}"/>`
  }).join('')
  const wave = (base, amp, color, opacity) => {
    const p = Math.round(r() * 200)
    return `<path d="M0 ${base} C ${200 + p} ${base - amp}, ${500 - p} ${base + amp}, 700 ${base} S ${1050 + p / 2} ${base - amp}, 1200 ${base} L 1200 630 L 0 630 Z" fill="${color}" opacity="${opacity}"/>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${mid}"/>
    </linearGradient>
    <radialGradient id="sun">
      <stop offset="0" stop-color="${warm}" stop-opacity="0.95"/>
      <stop offset="1" stop-color="${warm}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  ${circles}
  <circle cx="${sunX}" cy="${sunY}" r="170" fill="url(#sun)"/>
  <circle cx="${sunX}" cy="${sunY}" r="70" fill="${warm}" opacity="0.85"/>
  ${wave(Math.round(400 + r() * 40), 50, mid, 0.55)}
  ${wave(Math.round(470 + r() * 40), 40, deep, 0.45)}
  ${wave(Math.round(540 + r() * 30), 30, deep, 0.7)}
</svg>`
}

async function render(svg, file, quality, edge) {
  const image = sharp(Buffer.from(svg))
  const buffer = await (edge ? image.resize(edge, edge) : image).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()
  writeFileSync(file, buffer)
  return buffer.length
}

mkdirSync(path.join(OUT, 'therapists', 'small'), { recursive: true })
mkdirSync(path.join(OUT, 'blog'), { recursive: true })

let largestPortrait = 0
for (const [index, therapist] of THERAPISTS.entries()) {
  const file = path.join(OUT, 'therapists', `${pad(therapist.photo)}.jpg`)
  largestPortrait = Math.max(largestPortrait, await render(portraitSvg(therapist, index), file, 78))
  await render(portraitSvg(therapist, index), path.join(OUT, 'therapists', 'small', `${pad(therapist.photo)}.jpg`), 78, SMALL_PORTRAIT_EDGE)
}

let largestCover = 0
for (let i = 1; i <= 12; i++) {
  largestCover = Math.max(largestCover, await render(coverSvg(i - 1), path.join(OUT, 'blog', `${pad(i)}.jpg`), 78))
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
console.log(`Wrote ${THERAPISTS.length} portraits (largest ${kb(largestPortrait)}) and 12 blog covers (largest ${kb(largestCover)}) to ${path.relative(ROOT, OUT)}`)
// Sanity check: the files the seed will reference exist.
statSync(path.join(OUT, 'therapists', '01.jpg'))
