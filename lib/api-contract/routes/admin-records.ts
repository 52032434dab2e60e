import { BLOG_MANAGER_ROLES, REVIEW_MODERATOR_ROLES } from '@/lib/roles'
import { adminBlogListQuerySchema } from '@/lib/validation/admin-blog'
import { outboxQuerySchema } from '@/lib/validation/admin-filters'
import { adminListQuerySchema } from '@/lib/validation/admin-lists'
import {
  breachMarkSchema,
  dataRequestChangeSchema,
  dataRequestFiltersSchema,
  recordBreachSchema,
  recordDataRequestSchema,
} from '@/lib/validation/privacy-registers'
import { hideReviewSchema } from '@/lib/validation/reviews'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { messageOnly } from '../schemas/common'
import { reviewHidden } from '../schemas/admin-appointments'
import {
  adminBlogPostDetail,
  adminBlogPostPage,
  breach,
  breachAnswer,
  contactMessagePage,
  contactMessagesQuery,
  dataRequest,
  dataRequestAnswer,
  outboxPage,
  textMessagePage,
} from '../schemas/admin-content'
import { PRIVACY, BLOG, MESSAGES, REVIEWS, adminOnly, adminArea, blogPostForm, blogPostEditForm } from './admin-shared'

/** The admin area: the privacy registers, the blog, the outbox and messages, and reviews. */
export const adminRecordsRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/v1/admin/data-requests',
    tag: PRIVACY,
    summary: 'The register of data requests, newest first',
    description: 'The latest 200 received. `overdue=true`: still open or in progress and past `dueAt`.',
    access: adminOnly,
    query: dataRequestFiltersSchema,
    success: { 200: { description: 'The requests.', schema: z.object({ data: z.array(dataRequest) }) } },
    errors: { 400: 'An unknown `state`, or `overdue` other than true or false.' },
  },
  {
    method: 'post',
    path: '/api/v1/admin/data-requests',
    tag: PRIVACY,
    summary: 'Record a data request that came by email or letter',
    description: 'Due 30 days after `receivedAt` (now when not given).',
    access: adminOnly,
    body: { schema: recordDataRequestSchema },
    success: { 201: { description: '`Data request recorded.`', schema: dataRequestAnswer } },
  },
  {
    method: 'patch',
    path: '/api/v1/admin/data-requests/{id}',
    tag: PRIVACY,
    summary: 'Move a data request on: in progress, completed or refused',
    description: 'Completing or refusing needs the `outcome`.',
    access: adminOnly,
    body: { schema: dataRequestChangeSchema },
    success: { 200: { description: '`Data request updated.`', schema: dataRequestAnswer } },
    errors: { 404: '`Data request not found`.', 409: '`This request is already closed.`' },
  },
  {
    method: 'get',
    path: '/api/v1/admin/breaches',
    tag: PRIVACY,
    summary: 'The breach register, the latest found first',
    access: adminOnly,
    success: { 200: { description: 'The latest 200 breaches.', schema: z.object({ data: z.array(breach) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/admin/breaches',
    tag: PRIVACY,
    summary: 'Record a breach',
    description: 'The Commission is due to be told within 72 hours of `foundAt` (now when not given).',
    access: adminOnly,
    body: { schema: recordBreachSchema },
    success: { 201: { description: 'The breach, with `notifyBy`.', schema: breachAnswer } },
  },
  {
    method: 'patch',
    path: '/api/v1/admin/breaches/{id}',
    tag: PRIVACY,
    summary: 'Mark a breach: the Commission notified, the people told, or closed',
    description: 'Each mark is made once; the first date stays.',
    access: adminOnly,
    body: { schema: breachMarkSchema },
    success: { 200: { description: 'The breach as marked.', schema: breachAnswer } },
    errors: { 404: '`Breach not found`.', 409: 'That mark was already made: `The Commission was already marked notified.`, `The people affected were already marked told.` or `This breach is already closed.`' },
  },

  // --- Blog --------------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/api/v1/admin/get-blog-posts',
    lenientQuery: true,
    tag: BLOG,
    summary: 'Blog posts, newest first, 10 a page, searched by title',
    description: 'Lenient: a bad `page` counts as 1 and a page past the end answers the last page.',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    // Every parameter may be left out (the schema falls back on its own): partial() says so in the document.
    query: adminBlogListQuerySchema.partial(),
    success: { 200: { description: 'One page of the posts (no content).', schema: adminBlogPostPage } },
  },
  {
    method: 'get',
    path: '/api/v1/admin/get-blog-post/{id}',
    tag: BLOG,
    summary: 'One blog post with its whole content',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    success: { 200: { description: 'The post.', schema: z.object({ data: adminBlogPostDetail }) } },
    errors: { 404: '`Blog post not found.`' },
  },
  {
    method: 'post',
    path: '/api/v1/admin/create-blog-post',
    tag: BLOG,
    summary: 'Create a blog post',
    description: '`title` (at most 150 characters) and `content` (at most 20,000, plain text) are required, and so is the image.',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    body: { schema: blogPostForm, contentType: 'multipart/form-data' },
    success: { 201: { description: '`Blog post created successfully`: the post.', schema: z.object({ message: z.string(), data: adminBlogPostDetail }) } },
    errors: { 400: '`Please fill all fields`, a field too long, no image (`Please select an image first!`), or an image that is not a JPEG or PNG.' },
  },
  {
    method: 'put',
    path: '/api/v1/admin/update-blog-post/{id}',
    tag: BLOG,
    summary: 'Edit a blog post',
    description: 'The same fields as create; without `blogImage` the image stays.',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    body: { schema: blogPostEditForm, contentType: 'multipart/form-data' },
    success: { 200: { description: '`Blog post updated successfully`: the post.', schema: z.object({ message: z.string(), data: adminBlogPostDetail }) } },
    errors: { 400: '`Please fill all fields`, a field too long, or an image that is not a JPEG or PNG.', 404: '`Blog post not found.`' },
  },
  {
    method: 'delete',
    path: '/api/v1/admin/delete-blog-post/{id}',
    tag: BLOG,
    summary: 'Delete a blog post, its comments, views and image',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    success: { 200: { description: '`Blog post deleted successfully`.', schema: messageOnly } },
    errors: { 404: '`Blog post not found.` (also when already deleted).' },
  },

  // --- Outbox, text messages, contact messages ----------------------------------------------------------------
  {
    method: 'get',
    path: '/api/v1/admin/outbox',
    lenientQuery: true,
    tag: MESSAGES,
    summary: 'The latest emails, newest first, 20 a page, searched by recipient or subject',
    description: 'The token of any link that carries one reads `[hidden]`; a Manager also sees session links hidden.',
    access: adminArea,
    query: outboxQuerySchema,
    success: { 200: { description: 'One page of the outbox.', schema: outboxPage } },
  },
  {
    method: 'get',
    path: '/api/v1/admin/text-messages',
    tag: MESSAGES,
    summary: 'The latest SMS and WhatsApp messages, newest first, 20 a page, searched by number',
    description: 'A Nigerian number in any usual form finds that number’s messages; anything else finds numbers containing it. A Manager sees session links hidden.',
    access: adminArea,
    query: adminListQuerySchema,
    success: { 200: { description: 'One page of the messages.', schema: textMessagePage } },
  },
  {
    method: 'get',
    path: '/api/v1/admin/contact-messages',
    lenientQuery: true,
    tag: MESSAGES,
    summary: 'Contact-form messages, newest first, 20 a page',
    access: adminArea,
    query: contactMessagesQuery,
    success: { 200: { description: 'One page of the messages.', schema: contactMessagePage } },
  },

  // --- Reviews -----------------------------------------------------------------------------------------------
  {
    method: 'put',
    path: '/api/v1/admin/hide-review/{reviewId}',
    tag: REVIEWS,
    summary: 'Hide a review, with a reason',
    description: 'The review is no longer shown publicly or counted in the rating; the therapist and the audit log keep it.',
    access: { kind: 'roles', roles: REVIEW_MODERATOR_ROLES },
    body: { schema: hideReviewSchema },
    success: { 200: { description: '`The review is hidden.`', schema: reviewHidden } },
    errors: { 404: '`Review not found.`', 409: '`This review is already hidden.`' },
  },
])
