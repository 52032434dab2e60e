// The home page's hero drawing (the same as public/images/home/hero.svg), drawn in the page itself
// rather than loaded as an image: a phone paints it with the first HTML, with no request of its own,
// and the largest thing on the first screen is then the hero text, which paints at once (decision 045).
//
// It is one fixed markup string rather than React elements: as elements, every circle and petal was
// written twice, once as HTML and once as RSC JSON, and made up 15 KB of the home page's 84 KB of HTML,
// which is what a cached page's cost grows with (decision 052). Single quotes need no escaping in
// either copy. Nothing in it comes from a user.
const TURNS = [0, 45, 90, 135, 180, 225, 270, 315]
const DOTS: readonly [number, number][] = [
  [260, 22], [351.1, 40.1], [428.3, 91.7], [479.9, 168.9], [498, 260], [479.9, 351.1], [428.3, 428.3], [351.1, 479.9],
  [260, 498], [168.9, 479.9], [91.7, 428.3], [40.1, 351.1], [22, 260], [40.1, 168.9], [91.7, 91.7], [168.9, 40.1],
]

const petals = (shape: string, offset: number) =>
  TURNS.map((turn) => `<use href='#${shape}' transform='rotate(${turn + offset} 260 260)'/>`).join('')

export const HERO_BLOOM_SVG = [
  "<svg viewBox='0 0 520 520' width='520' height='520' aria-hidden='true' focusable='false'>",
  '<defs>',
  "<path id='hero-petal' d='M260 260C226 214 226 132 260 64c34 68 34 150 0 196Z'/>",
  "<path id='hero-petal-small' d='M260 260C238 226 238 172 260 124c22 48 22 102 0 136Z'/>",
  "<path id='hero-leaf' d='M260 168c-10-14-10-34 0-50 10 16 10 36 0 50Z'/>",
  '</defs>',
  "<circle cx='260' cy='260' r='258' fill='#eef8f6'/>",
  "<circle cx='260' cy='260' r='214' fill='none' stroke='#d5eee9' stroke-width='2' stroke-dasharray='3 12' stroke-linecap='round'/>",
  `<g fill='#d5eee9'>${petals('hero-petal', 0)}</g>`,
  `<g fill='#aedcd3'>${petals('hero-petal-small', 22.5)}</g>`,
  `<g fill='#7cc3b7' opacity='.9'>${petals('hero-leaf', 0)}</g>`,
  '<g>',
  ...DOTS.map(([cx, cy], index) =>
    index % 2 === 0 ? `<circle cx='${cx}' cy='${cy}' r='7' fill='#1f8f80'/>` : `<circle cx='${cx}' cy='${cy}' r='5' fill='#e9a86b'/>`,
  ),
  '</g>',
  "<circle cx='260' cy='260' r='96' fill='#fbfaf7'/>",
  "<circle cx='260' cy='260' r='96' fill='none' stroke='#aedcd3' stroke-width='4'/>",
  "<circle cx='240' cy='254' r='40' fill='#1f8f80' opacity='.85'/>",
  "<circle cx='282' cy='268' r='36' fill='#e9a86b' opacity='.8'/>",
  "<circle cx='240' cy='254' r='40' fill='none' stroke='#0f5f54' stroke-width='2' opacity='.3'/>",
  '</svg>',
].join('')

/** The drawing inside a box that `className` sizes; the SVG fills it. */
export function HeroBloom({ className }: { className?: string }) {
  return <div className={`*:size-full ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: HERO_BLOOM_SVG }} />
}
