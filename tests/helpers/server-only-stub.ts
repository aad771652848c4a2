// Stand-in for the `server-only` package in vitest (aliased in vitest.config.ts). The real package throws
// when imported outside a React Server Components bundle; tests import server modules directly.
export {};
