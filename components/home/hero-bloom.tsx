// The home page's hero drawing (the same as public/images/home/hero.svg), drawn in the page itself
// rather than loaded as an image: a phone paints it with the first HTML, with no request of its own,
// and the largest thing on the first screen is then the hero text, which paints at once (decision 045).
const TURNS = [0, 45, 90, 135, 180, 225, 270, 315]
const DOTS: readonly [number, number][] = [
  [260, 22], [351.1, 40.1], [428.3, 91.7], [479.9, 168.9], [498, 260], [479.9, 351.1], [428.3, 428.3], [351.1, 479.9],
  [260, 498], [168.9, 479.9], [91.7, 428.3], [40.1, 351.1], [22, 260], [40.1, 168.9], [91.7, 91.7], [168.9, 40.1],
]

export function HeroBloom({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 520" width={520} height={520} aria-hidden="true" focusable="false" className={className}>
      <defs>
        <path id="hero-petal" d="M260 260C226 214 226 132 260 64c34 68 34 150 0 196Z" />
        <path id="hero-petal-small" d="M260 260C238 226 238 172 260 124c22 48 22 102 0 136Z" />
        <path id="hero-leaf" d="M260 168c-10-14-10-34 0-50 10 16 10 36 0 50Z" />
      </defs>
      <circle cx="260" cy="260" r="258" fill="#eef8f6" />
      <circle cx="260" cy="260" r="214" fill="none" stroke="#d5eee9" strokeWidth="2" strokeDasharray="3 12" strokeLinecap="round" />
      <g fill="#d5eee9">
        {TURNS.map((turn) => (
          <use key={turn} href="#hero-petal" transform={`rotate(${turn} 260 260)`} />
        ))}
      </g>
      <g fill="#aedcd3">
        {TURNS.map((turn) => (
          <use key={turn} href="#hero-petal-small" transform={`rotate(${turn + 22.5} 260 260)`} />
        ))}
      </g>
      <g fill="#7cc3b7" opacity=".9">
        {TURNS.map((turn) => (
          <use key={turn} href="#hero-leaf" transform={`rotate(${turn} 260 260)`} />
        ))}
      </g>
      <g>
        {DOTS.map(([cx, cy], index) => (
          <circle key={index} cx={cx} cy={cy} r={index % 2 === 0 ? 7 : 5} fill={index % 2 === 0 ? '#1f8f80' : '#e9a86b'} />
        ))}
      </g>
      <circle cx="260" cy="260" r="96" fill="#fbfaf7" />
      <circle cx="260" cy="260" r="96" fill="none" stroke="#aedcd3" strokeWidth="4" />
      <circle cx="240" cy="254" r="40" fill="#1f8f80" opacity=".85" />
      <circle cx="282" cy="268" r="36" fill="#e9a86b" opacity=".8" />
      <circle cx="240" cy="254" r="40" fill="none" stroke="#0f5f54" strokeWidth="2" opacity=".3" />
    </svg>
  )
}
