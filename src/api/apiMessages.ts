/** Copy the API layer shows when the server cannot give its own (the borrower reads it in a toast). */
export const API_MESSAGES = {
  /** No answer at all: offline, DNS, refused connection. */
  network: 'Network error. Please check your connection and try again.',
  /** No answer within the time-out. */
  timeout: 'The server took too long to answer. Please check your connection and try again.',
  /** The answer broke its schema or was not JSON. */
  invalid: 'Unexpected answer from the server. Please try again.',
  /** A refusal that came without a message. */
  serverFallback: 'Something went wrong. Please try again.',
} as const;

/** The message for an HTTP error status. */
export function httpErrorMessage(status: number): string {
  return `The server answered with an error (HTTP ${status}). Please try again.`;
}
