import Link from 'next/link'
import { cn } from '@/components/ui/cn'

/** The quiet, always-present way to the crisis lines. */
export function NeedHelpLink({ className }: { className?: string }) {
  return (
    <Link href="/get-help-now" className={cn('inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900', className)}>
      Need help now?
    </Link>
  )
}
