const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Whether the text is a plain e-mail address (nothing that could add headers to a `mailto:`). */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text.trim());
}
