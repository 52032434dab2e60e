import { SESSION_MODE_LABELS, SESSION_MODES } from '@/lib/session-modes'
import { directoryHref, type DirectoryFilters } from '@/lib/validation/directory'
import styles from './specialty-filter.module.css'

/**
 * How the session takes place, for people on a weak connection: Any, Video, Audio only, Phone call,
 * as plain links (?mode=…, keeping the specialty and the name search; see specialty-filter.tsx for
 * why not next/link), the current one marked.
 */
export function SessionModeFilter({ filters, onChoose }: { filters: DirectoryFilters; onChoose?: () => void }) {
  const current = filters.mode ?? null
  return (
    <nav aria-label="Kind of session">
      <ul className="space-y-0.5">
        <li>
          <a href={directoryHref({ ...filters, mode: null })} aria-current={current === null ? 'page' : undefined} onClick={onChoose} className={styles.link}>
            Any kind of session
          </a>
        </li>
        {SESSION_MODES.map((mode) => (
          <li key={mode}>
            <a href={directoryHref({ ...filters, mode })} aria-current={current === mode ? 'page' : undefined} onClick={onChoose} className={styles.link}>
              {SESSION_MODE_LABELS[mode]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
