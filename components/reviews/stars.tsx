import { cn } from '@/components/ui/cn'

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z'

/** One star, filled or outlined; decorative (the rating is said in words beside it). */
export function Star({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={cn('size-5 shrink-0', filled ? 'text-amber-600' : 'text-sand-400', className)}>
      <path d={STAR_PATH} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  )
}

/** A rating as five stars, read out as "4 out of 5 stars" (an average is rounded to the nearest star for the picture only). */
export function Stars({ value, className, size }: { value: number; className?: string; size?: 'sm' | 'md' }) {
  const shown = Math.round(value)
  const label = `${Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars`
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} filled={star <= shown} className={size === 'sm' ? 'size-4' : undefined} />
      ))}
    </span>
  )
}
