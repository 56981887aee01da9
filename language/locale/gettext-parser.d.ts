// The part of gettext-parser (which ships no types) the locale tools use.
declare module 'gettext-parser' {
  interface PoComments {
    translator?: string;
    extracted?: string;
    reference?: string;
    flag?: string;
    previous?: string;
  }
  interface PoMessage {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: PoComments;
  }
  interface PoData {
    charset?: string;
    headers: Record<string, string>;
    /** By context ('' for none), then by msgid; the header is the message with msgid ''. */
    translations: Record<string, Record<string, PoMessage>>;
    obsolete?: Record<string, Record<string, PoMessage>>;
  }
  export const po: {
    parse(input: string | Buffer, options?: { defaultCharset?: string; validation?: boolean }): PoData;
    compile(
      data: PoData,
      options?: { foldLength?: number; sort?: boolean; escapeCharacters?: boolean },
    ): Buffer;
  };
}
