// Runs once when a server instance starts: validate every setting, then make sure the first admin exists.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServer } = await import('./lib/server/startup')
  await startServer()
}
