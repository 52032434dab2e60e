/** The blog's notices close after 3 seconds (the shell's default is 5). */
export const BLOG_TOAST_MS = 3000
