/** The prefix of every call (DESIGN §3), set at build time by `VITE_API_BASE`; default `/api`. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
