// glibc's malloc gives each thread that allocates its own arena (up to eight per core), and the
// server's helper threads (gzip, file reads, the database driver) each keep freed memory in theirs:
// resident memory then creeps past what the heap uses. Two arenas keep the server within the small
// server's budget (issue 24, decision 046). Other C libraries (macOS, musl) ignore the variable; a
// value already in the environment wins.
export function withServerMemoryLimits(env) {
  return { MALLOC_ARENA_MAX: '2', ...env }
}
