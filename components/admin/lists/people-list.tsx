import Link from 'next/link'
import type { ReactNode } from 'react'
import { FilterForm, SearchField } from '@/components/admin/lists/filter-form'
import { Badge } from '@/components/ui/badge'
import { formatShortDate } from '@/lib/format'
import type { AdminListPage } from '@/lib/server/admin/dashboard/admin-read'
import type { AdminTherapistRow } from '@/lib/server/admin/dashboard/list-admin-therapists'
import type { AdminUserRow } from '@/lib/server/admin/dashboard/list-admin-users'
import { listHref, NO_THERAPIST_FOUND, NO_USER_FOUND } from '@/lib/validation/admin-lists'
import { AdminTable, LINK, Td, Th } from './admin-table'
import { ListSection } from './list-section'

/** A person's name, to their admin page (italic once erased), with the email under it on phones. */
export function PersonCell({ href, fullName, email, isDeleted = false, emailOnPhonesOnly = true, children }: {
  href: string
  fullName: string
  email: string | null
  isDeleted?: boolean
  /** false: the email stays under the name on every screen (the list has no Email column). */
  emailOnPhonesOnly?: boolean
  children?: ReactNode
}) {
  return (
    <>
      <Link href={href} className={isDeleted ? `${LINK} text-ink-muted italic` : LINK}>
        {fullName}
      </Link>
      {email && <span className={emailOnPhonesOnly ? 'mt-0.5 block truncate text-xs text-ink-muted sm:hidden' : 'mt-0.5 block truncate text-xs text-ink-muted'}>{email}</span>}
      {children}
    </>
  )
}

type Person = { _id: string; fullName: string; email: string | null; isDeleted: boolean; createdAt: string }

/** Name (to the person's admin page), email, a status column, joined: the Users and Therapists lists. */
function PeopleTable<Row extends Person>({ caption, statusHeading, pathFor, status, rows }: {
  caption: string
  statusHeading: string
  pathFor: (id: string) => string
  status: (row: Row) => ReactNode
  rows: Row[]
}) {
  return (
    <AdminTable
      caption={caption}
      head={
        <>
          <Th>Name</Th>
          <Th className="hidden sm:table-cell">Email</Th>
          <Th>{statusHeading}</Th>
          <Th className="hidden md:table-cell">Joined</Th>
        </>
      }
    >
      {rows.map((person) => (
        <tr key={person._id}>
          <Td className="max-w-0 min-w-40 sm:max-w-none">
            <PersonCell href={pathFor(person._id)} fullName={person.fullName} email={person.email} isDeleted={person.isDeleted} />
          </Td>
          <Td className="hidden break-all sm:table-cell">{person.email ?? '—'}</Td>
          <Td>{status(person)}</Td>
          <Td className="hidden whitespace-nowrap md:table-cell">{formatShortDate(person.createdAt)}</Td>
        </tr>
      ))}
    </AdminTable>
  )
}

const userStatus = (user: AdminUserRow) =>
  user.isDeleted ? <Badge tone="neutral">Deleted</Badge> : user.isBlocked ? <Badge tone="danger">Blocked</Badge> : <Badge tone="success">Not Blocked</Badge>

const therapistStatus = (therapist: AdminTherapistRow) => (
  <span className="flex flex-wrap gap-1">
    {therapist.isVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not Verified</Badge>}
    {therapist.isBlocked && !therapist.isDeleted && <Badge tone="danger">Blocked</Badge>}
    {therapist.isDeleted && <Badge tone="neutral">Deleted</Badge>}
  </span>
)

const LISTS = {
  users: {
    path: '/admin/users',
    title: 'Users',
    noun: ['user', 'users'],
    placeholder: 'e.g. chioma or @gmail.com',
    emptyText: NO_USER_FOUND,
  },
  therapists: {
    path: '/admin/therapists',
    title: 'Therapists',
    noun: ['therapist', 'therapists'],
    placeholder: 'e.g. okafor',
    emptyText: NO_THERAPIST_FOUND,
  },
} as const

type PeopleListProps =
  | { kind: 'users'; search: string; result: AdminListPage<AdminUserRow> }
  | { kind: 'therapists'; search: string; result: AdminListPage<AdminTherapistRow> }

/** /admin/users and /admin/therapists: the search by email or name, the count, the table and the pager. */
export function PeopleList(props: PeopleListProps) {
  const { kind, search, result } = props
  const list = LISTS[kind]
  return (
    <ListSection
      id={kind}
      title={list.title}
      noun={[...list.noun]}
      filterText={search ? `matching “${search}”` : undefined}
      filters={
        <FilterForm label={`Search ${kind}`} action={list.path} clearHref={search ? list.path : null} clearLabel="Clear search">
          <SearchField id={`${kind}-search`} name="search" label={`Search ${kind} by email or name`} value={search} placeholder={list.placeholder} />
        </FilterForm>
      }
      emptyText={list.emptyText}
      result={result}
      hrefFor={(n) => listHref(list.path, { search, page: n })}
    >
      {props.kind === 'users' ? (
        <PeopleTable caption="Users" statusHeading="Status" pathFor={(id) => `/admin/applicationUser/${id}`} status={userStatus} rows={props.result.rows} />
      ) : (
        <PeopleTable caption="Therapists" statusHeading="Verification" pathFor={(id) => `/admin/therapist/${id}`} status={therapistStatus} rows={props.result.rows} />
      )}
    </ListSection>
  )
}
