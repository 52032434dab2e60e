#!/usr/bin/env node
// Makes the self-hosted fonts the pages load (app/fonts/*.woff2) from the full Latin variable fonts
// in fonts-source/: only the characters the site shows and only the weights it uses, so every page
// downloads about half the font bytes. Run it again after adding a character or weight the pages show:
//
//   npm install --no-save subset-font && node scripts/subset-fonts.mjs
//
// A character left out is not lost: the browser draws it in the next font of the stack.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const { default: subsetFont } = await import('subset-font').catch(() => {
  throw new Error('subset-font is not installed: npm install --no-save subset-font')
})

const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')
// Typography and symbols the pages and the demo data use, and the accented letters of names.
const EXTRA = '\u00a0₦‘’“”–—−…•·×→←‹›★©®°àáâèéêìíîòóôùúûñçüöÀÁÈÉÌÍÒÓÙÚÑÇÜÖ'
const TEXT = ASCII + EXTRA

const FONTS = [
  // Body text: regular, medium, semibold and bold.
  { from: 'inter-latin-variable.woff2', to: 'inter-subset.woff2', axes: { wght: { min: 400, max: 700 } } },
  // Headings are semibold; one weight, no variation left.
  { from: 'fraunces-latin-variable.woff2', to: 'fraunces-600-subset.woff2', axes: { wght: 600 } },
]

for (const font of FONTS) {
  const source = readFileSync(path.join(ROOT, 'fonts-source', font.from))
  const subset = await subsetFont(source, TEXT, { targetFormat: 'woff2', variationAxes: font.axes })
  writeFileSync(path.join(ROOT, 'app/fonts', font.to), subset)
  console.log(`${font.to}: ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`)
}
