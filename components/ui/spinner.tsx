import { cn } from './cn'

/** A loading indicator; fullScreen covers the page (the profile page's spinner). */
export function Spinner({ label = 'Loading', fullScreen = false, className }: { label?: string; fullScreen?: boolean; className?: string }) {
  const spinner = (
    <span role="status" className={cn('inline-flex items-center gap-3 text-brand-800', className)}>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-[3px] border-brand-200 border-t-brand-700" />
      <span className="sr-only">{label}</span>
    </span>
  )
  if (!fullScreen) return spinner
  return <div className="fixed inset-0 z-50 grid place-items-center bg-sand-50/90">{spinner}</div>
}
