import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

/** A query string or form body: a repeated name keeps every value, in order. */
export type FormFields = Record<string, string | string[]>;

/** A file received in a multipart body. */
export interface ReceivedFile {
  field: string;
  filename: string;
  mimeType: string;
  size: number;
  bytes: Buffer;
}

/** What the sandbox reads from one request. */
export interface ParsedRequest {
  method: string;
  /** Path relative to the API base, without the query string. */
  path: string;
  query: FormFields;
  /** Header names in lower case, as Node gives them. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /** The form fields of a form-encoded or multipart body, a JSON body as parsed, or null. */
  body: FormFields | unknown[] | Record<string, unknown> | null;
  /** The body as text (not for multipart), or null when there was none. */
  text: string | null;
  files: ReceivedFile[];
}

/** Largest body the sandbox reads, so a runaway client cannot exhaust the dev server. */
const maxBodyBytes = 20 * 1024 * 1024;

/** Adds one name/value pair, turning a repeated name into a list. */
function addField(fields: FormFields, name: string, value: string): void {
  // Own properties only: a field named `__proto__` or `toString` is data, not the object's plumbing.
  const previous = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (name === '__proto__') {
    Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
    return;
  }
  if (previous === undefined) fields[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else fields[name] = [previous, value];
}

/** Form fields of a query string or a form-encoded body. */
export function parseFormFields(text: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(text)) addField(fields, name, value);
  return fields;
}

/** The first value of a field, or undefined. */
export function fieldValue(fields: unknown, name: string): string | undefined {
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) return undefined;
  const value = (fields as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** Cookies of a `Cookie` header. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new Error(`Sandbox: request body over ${maxBodyBytes} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function readMultipart(req: IncomingMessage): Promise<{ fields: FormFields; files: ReceivedFile[] }> {
  return new Promise((resolve, reject) => {
    const fields: FormFields = {};
    const files: ReceivedFile[] = [];
    const parser = busboy({ headers: req.headers, limits: { fileSize: maxBodyBytes } });
    parser.on('field', (name, value) => addField(fields, name, value));
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        files.push({
          field,
          filename: info.filename ?? '',
          mimeType: info.mimeType,
          size: bytes.length,
          bytes,
        });
      });
    });
    parser.on('close', () => resolve({ fields, files }));
    parser.on('error', reject);
    req.pipe(parser);
  });
}

/**
 * Reads a request: query, cookies and body. Form-encoded and multipart bodies are what the
 * app sends (DESIGN §3); a JSON body is parsed too so a test can see that a client broke the
 * contract (the `content-type` header is logged beside it).
 */
export async function parseRequest(
  req: IncomingMessage,
  path: string,
  search: string,
): Promise<ParsedRequest> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const contentType = (headers['content-type'] ?? '').toLowerCase();
  let body: ParsedRequest['body'] = null;
  let bodyText: string | null = null;
  let files: ReceivedFile[] = [];
  if (contentType.startsWith('multipart/form-data')) {
    const multipart = await readMultipart(req);
    body = multipart.fields;
    files = multipart.files;
  } else {
    const raw = await readBody(req);
    if (raw.length > 0) {
      const text = raw.toString('utf8');
      bodyText = text;
      if (contentType.includes('json')) {
        try {
          body = JSON.parse(text) as ParsedRequest['body'];
        } catch {
          body = { _unparsedBody: text };
        }
      } else {
        body = parseFormFields(text);
      }
    }
  }
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    path,
    query: parseFormFields(search),
    headers,
    cookies: parseCookies(headers.cookie),
    body,
    text: bodyText,
    files,
  };
}
