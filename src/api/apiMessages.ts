import { t } from '../i18n/t';

/** Copy the API layer shows when the server cannot give its own (the borrower reads it in a toast), in the page's language. */
export const API_MESSAGES = {
  /** No answer at all: offline, DNS, refused connection. */
  get network(): string {
    return t('Network error. Please check your connection and try again.');
  },
  /** No answer within the time-out. */
  get timeout(): string {
    return t('The server took too long to answer. Please check your connection and try again.');
  },
  /** The answer broke its schema or was not JSON. */
  get invalid(): string {
    return t('Unexpected answer from the server. Please try again.');
  },
  /** A refusal that came without a message. */
  get serverFallback(): string {
    return t('Something went wrong. Please try again.');
  },
};

/** The message for an HTTP error status. */
export function httpErrorMessage(status: number): string {
  return t('The server answered with an error (HTTP {{status}}). Please try again.', { status });
}
