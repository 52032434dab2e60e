// The floor does nothing at start-up. Without this file Next would take the repository's own
// instrumentation.ts (two folders up) into the floor's server.
export function register() {}
