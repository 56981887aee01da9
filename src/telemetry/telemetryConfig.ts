/**
 * Where events go, fixed at build time (DESIGN §10): `POST <base>telemetry`, or the address
 * `VITE_TELEMETRY_URL` names; an empty `VITE_TELEMETRY_URL` turns sending off.
 */
export const TELEMETRY_URL: string =
  import.meta.env.VITE_TELEMETRY_URL ?? `${import.meta.env.BASE_URL ?? '/'}telemetry`;

/** Whether each batch also goes to the host app through the bridge (`track`): `VITE_TELEMETRY_BRIDGE=1`. */
export const TELEMETRY_BRIDGE: boolean = import.meta.env.VITE_TELEMETRY_BRIDGE === '1';

/** Whether anything is recorded at all: somewhere to send it. */
export const TELEMETRY_ON: boolean = TELEMETRY_URL !== '' || TELEMETRY_BRIDGE;
