/**
 * The prefix of every call (DESIGN §3), set at build time by `VITE_API_BASE`; default `api` under
 * the app's base path: `/api`, or `/loan/api` for an app served under `/loan/`.
 */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? `${import.meta.env.BASE_URL ?? '/'}api`;
