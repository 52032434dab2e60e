// Vitest runs lib/server modules outside Next's server bundle, where the real 'server-only' throws.
export {}
