import type { ReactNode } from 'react'
import { cn } from './cn'

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info'

const TONES: Record<BadgeTone, string> = {
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  neutral: 'bg-sand-100 text-ink',
  info: 'bg-brand-100 text-brand-900',
}

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)}>{children}</span>
}
