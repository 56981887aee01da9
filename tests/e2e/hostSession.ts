/** The session a native host opens the repayment pages with (DESIGN §3 page-address parameters). */
export const HOST_SESSION = {
  productId: '7',
  orderId: 'PA20260101001',
  sessionId: 'sess-abc',
  appVersion: '3.2.1',
  deviceId: 'dev-42',
};

/** An app address with the host session plus the page's own query. */
export function withHostSession(route: string, query: Record<string, string> = {}): string {
  return `${route}?${new URLSearchParams({ ...HOST_SESSION, ...query })}`;
}
