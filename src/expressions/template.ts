import {
  currencySign,
  formatDate,
  formatDateTime,
  formatGroup,
  formatMoney,
  keepDigits,
  maskCardNumber,
} from './funcs/format.ts';
import { toText } from './funcs/strings.ts';
import { readPath } from './readPath.ts';
import type { Scope } from './types.ts';

/** The filters a template placeholder may apply, left to right: `{{ data.amount | money }}`. */
export const TEMPLATE_FILTERS = ['money', 'date', 'datetime', 'group', 'digits', 'cardMask'] as const;
export type TemplateFilter = (typeof TEMPLATE_FILTERS)[number];

/** One piece of a parsed template: fixed text or a placeholder. */
export type TemplatePart =
  | { kind: 'text'; text: string }
  | { kind: 'placeholder'; path: string; filters: string[]; source: string };

const PLACEHOLDER = /\{\{(.*?)\}\}/g;

/** Whether a string is a template (holds at least one `{{ }}` placeholder). */
export function isTemplate(text: string): boolean {
  return text.includes('{{') && /\{\{.*?\}\}/.test(text);
}

// Screens hold a bounded set of template strings, so the cache stays small; the cap only guards
// against a caller that evaluates generated strings.
const MAX_CACHED_TEMPLATES = 2000;
const parsedTemplates = new Map<string, TemplatePart[]>();

/**
 * Splits a template into text and placeholders. Filter names are kept as written (an unknown
 * one renders the placeholder empty at run time and is reported by the screen checker).
 * Results are cached per string.
 */
export function parseTemplate(template: string): TemplatePart[] {
  const cached = parsedTemplates.get(template);
  if (cached !== undefined) return cached;
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ kind: 'text', text: template.slice(last, match.index) });
    const [path = '', ...filters] = (match[1] ?? '').split('|').map((piece) => piece.trim());
    parts.push({ kind: 'placeholder', path, filters, source: match[0] });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ kind: 'text', text: template.slice(last) });
  if (parsedTemplates.size >= MAX_CACHED_TEMPLATES) parsedTemplates.clear();
  parsedTemplates.set(template, parts);
  return parts;
}

/** Applies one template filter; an unknown filter gives `undefined`. */
export function applyFilter(filter: string, value: unknown, scope: Scope): unknown {
  switch (filter as TemplateFilter) {
    case 'money':
      return formatMoney(value, currencySign(scope.session));
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'group':
      return formatGroup(value);
    case 'digits':
      return keepDigits(value);
    case 'cardMask':
      return maskCardNumber(value);
    default:
      return undefined;
  }
}

/**
 * Renders a template against the scope. Each placeholder reads its path, applies its filters;
 * `undefined`, `null`, objects and arrays render as `''`.
 */
export function evaluateTemplate(template: string, scope: Scope): string {
  let rendered = '';
  for (const part of parseTemplate(template)) {
    if (part.kind === 'text') {
      rendered += part.text;
      continue;
    }
    let value = readPath(scope, part.path);
    for (const filter of part.filters) value = applyFilter(filter, value, scope);
    rendered += toText(value) ?? '';
  }
  return rendered;
}
