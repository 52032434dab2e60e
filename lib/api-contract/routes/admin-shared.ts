import { ADMIN_AREA_ROLES, type Role } from '@/lib/roles'
import { blogPostSchema } from '@/lib/validation/admin-blog'
import { z } from '@/lib/validation/zod'

// Who acts in the admin area and the reference's admin sections, shared by the admin route files.

/** The admin area's writes that only an Admin makes (a Manager reads, decision 005); the routes list ['Admin']. */
export const ADMIN_ONLY: readonly Role[] = ['Admin']

export const PEOPLE = 'Admin: users and therapists'
export const LISTS = 'Admin: lists, appointments and audit log'
export const MONEY = 'Admin: cancellations, disputes and refunds'
export const PAYOUTS = 'Admin: payouts'
export const PRIVACY = 'Admin: data requests and breaches'
export const BLOG = 'Admin: blog'
export const MESSAGES = 'Admin: outbox and messages'
export const REVIEWS = 'Admin: reviews'

export const adminOnly = { kind: 'roles', roles: ADMIN_ONLY } as const
export const adminArea = { kind: 'roles', roles: ADMIN_AREA_ROLES } as const

/** The multipart fields of create-blog-post and update-blog-post: the text fields' own schema and the image. */
export const blogImage = z.string().meta({ format: 'binary', description: 'A JPEG or PNG under 3,072,000 bytes, re-encoded without metadata.' })
export const blogPostForm = blogPostSchema.extend({ blogImage })
export const blogPostEditForm = blogPostSchema.extend({ blogImage: blogImage.optional().meta({ description: 'Absent keeps the image; a new one replaces it.' }) })

export const NOT_YOURS_TO_CHANGE = 'Your own account, or an Admin’s account: they cannot be blocked or deleted from the admin area.'
