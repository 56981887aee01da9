import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { API_MESSAGES } from '../api/apiMessages';
import { showToast } from '../api/toastBus';
import {
  afterContentPaint,
  loadedModal,
  loadModal,
  useScope,
  useScreen,
  useWidget,
  type WidgetNode,
  type WidgetProps,
} from '../engine/widgetApi';
import { evaluate, isTruthy } from '../expressions/evaluate';
import type { Expression, Scope } from '../expressions/types';
import { t } from '../i18n/t';
import {
  asFieldFormat,
  caretAtDigits,
  digitsBefore,
  type FieldFormat,
  fieldValue,
  formatInput,
} from './fieldFormat';

/** Each per-field prop is an expression evaluated with `item` = the field's descriptor from `items`. */
export interface FormNode extends WidgetNode {
  type: 'form';
  items: unknown;
  key: unknown;
  label: unknown;
  placeholder?: unknown;
  /** `text` (an input) or `select` (a picker with Confirm and Cancel). */
  kind: unknown;
  format?: unknown;
  /** Options of a select field; `optionLabel`/`optionValue` are evaluated with `item` = the option. */
  options?: unknown;
  optionLabel?: unknown;
  optionValue?: unknown;
  initial?: unknown;
  visible?: unknown;
  /** Whether a visible field must be filled in (default true); see `missingKey`. */
  required?: unknown;
  /** State key receiving `{ key: value }` of the visible fields, digits only where formatted. */
  valuesKey: string;
  /** State key receiving the labels of the visible required fields left empty, in display order. */
  missingKey?: string;
  /** Run when an option is confirmed, with `item` = the field and `result` = `{ value, option }`. */
  onPick?: unknown;
  selectPlaceholder?: unknown;
  confirmLabel?: unknown;
  cancelLabel?: unknown;
}

interface FieldOption {
  label: string;
  value: unknown;
  option: unknown;
}

interface Field {
  /** Position among `items`: element ids are built from it, as a server's key may hold spaces. */
  index: number;
  key: string;
  label: string;
  placeholder: string;
  kind: 'text' | 'select';
  format: FieldFormat;
  item: unknown;
  visible: boolean;
  required: boolean;
  options: FieldOption[];
}

const text = (value: unknown): string =>
  value === undefined || value === null || typeof value === 'object' ? '' : String(value);

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * Whether a stored value is this option's value. Servers send the same code as a number in one
 * place and as text in another (`"90006"` prefilled, `90006` among the options), so scalars
 * also match by their text.
 */
function isOptionValue(option: FieldOption, value: unknown): boolean {
  if (option.value === value) return true;
  if (isEmpty(value) || typeof value === 'object' || typeof option.value === 'object') return false;
  return String(option.value) === String(value);
}

function describe(node: FormNode, scope: Scope): Field[] {
  const items = evaluate(node.items as Expression, scope);
  if (!Array.isArray(items)) return [];
  return items.map((item, index) => {
    const s = { ...scope, item, index };
    const ev = (expr: unknown) => (expr === undefined ? undefined : evaluate(expr as Expression, s));
    const rawOptions = ev(node.options);
    const options = (Array.isArray(rawOptions) ? rawOptions : []).map((option) => {
      const os = { ...scope, item: option };
      return {
        label: text(node.optionLabel === undefined ? option : evaluate(node.optionLabel as Expression, os)),
        value: node.optionValue === undefined ? option : evaluate(node.optionValue as Expression, os),
        option,
      };
    });
    return {
      index,
      key: text(ev(node.key)) || String(index),
      label: text(ev(node.label)),
      placeholder: text(ev(node.placeholder)),
      kind: ev(node.kind) === 'select' ? 'select' : 'text',
      format: asFieldFormat(ev(node.format)),
      item,
      visible: node.visible === undefined ? true : isTruthy(ev(node.visible)),
      required: node.required === undefined ? true : isTruthy(ev(node.required)),
      options,
    };
  });
}

/** The starting value of a field: text formatted as it will show, a select's value as its option's. */
function initialValue(field: Field, value: unknown): unknown {
  if (isEmpty(value)) return undefined;
  if (field.kind === 'text') return formatInput(text(value), field.format);
  // A prefilled value that is not among the options cannot be shown, so it is not kept either.
  return field.options.find((option) => isOptionValue(option, value))?.value;
}

/**
 * A form built from server-supplied field descriptors (e.g. the bind-card items):
 * which fields show, their formats and options are all expressions in the screen.
 * It publishes the visible fields' values (and, with `missingKey`, the labels of the
 * required ones left empty) to screen state, so a button can check and send them.
 */
export function Form({ node, pointer }: WidgetProps): ReactNode {
  const form = node as FormNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { run, text: textOf } = useWidget();
  const baseId = useId();
  const fields = describe(form, scope);
  const [values, setValues] = useState<Record<string, unknown>>(() => {
    const initial: Record<string, unknown> = {};
    if (form.initial === undefined) return initial;
    for (const field of fields) {
      const value = initialValue(field, evaluate(form.initial as Expression, { ...scope, item: field.item }));
      if (value !== undefined) initial[field.key] = value;
    }
    return initial;
  });
  // `choice` is the highlighted option, -1 while none is: an empty select shows no check mark it does not have.
  const [picking, setPicking] = useState<{ field: Field; choice: number } | null>(null);
  // The text field last edited and the digits left of its caret: reformatting moves the text, so the caret is put back by them.
  const caret = useRef<{ id: string; digits: number } | null>(null);
  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = null;
    const element = pending ? document.getElementById(pending.id) : null;
    if (!pending || !(element instanceof HTMLInputElement) || document.activeElement !== element) return;
    const position = caretAtDigits(element.value, pending.digits);
    element.setSelectionRange(position, position);
  });

  // The state holds only visible fields, with formatted inputs reduced to digits: hidden items are never sent.
  const published = useMemo(() => {
    const out: Record<string, unknown> = {};
    const missing: string[] = [];
    for (const field of fields) {
      if (!field.visible) continue;
      const value = values[field.key];
      out[field.key] = field.kind === 'text' ? fieldValue(text(value), field.format) : (value ?? '');
      if (field.required && isEmpty(out[field.key])) missing.push(field.label || field.key);
    }
    return { values: out, missing };
  }, [fields, values]);
  const publishedJson = useRef('');
  useEffect(() => {
    const json = JSON.stringify(published);
    if (json === publishedJson.current) return;
    publishedJson.current = json;
    setState({
      [form.valuesKey]: published.values,
      ...(form.missingKey ? { [form.missingKey]: published.missing } : {}),
    });
  }, [published, form.valuesKey, form.missingKey, setState]);

  // The picker's modal frame is fetched once the form is on screen, not before its first paint
  // (bind bank's LCP waited for it); a tap before it arrives opens the picker when it does.
  const hasSelect = fields.some((field) => field.kind === 'select');
  useEffect(() => {
    if (hasSelect) afterContentPaint(() => void loadModal().catch(() => undefined));
  }, [hasSelect]);
  const openPicker = (field: Field, choice: number) => {
    if (loadedModal()) {
      setPicking({ field, choice });
      return;
    }
    loadModal().then(
      () => setPicking({ field, choice }),
      () => showToast(API_MESSAGES.network),
    );
  };
  const Modal = loadedModal();

  const confirm = () => {
    if (!picking) return;
    const option = picking.field.options[picking.choice];
    setPicking(null);
    if (!option) return;
    setValues((current) => ({ ...current, [picking.field.key]: option.value }));
    void run(form.onPick, `${pointer}/onPick`, {
      item: picking.field.item,
      result: { value: option.value, option: option.option },
    });
  };

  const optionId = (index: number) => `${baseId}-option-${index}`;
  // Arrow keys move the highlighted option, as in a native radio group.
  const onPickerKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    const count = picking?.field.options.length ?? 0;
    if (!picking || step === undefined || count === 0) return;
    event.preventDefault();
    const from = picking.choice < 0 ? (step > 0 ? -1 : 0) : picking.choice;
    const next = (from + step + count) % count;
    setPicking({ ...picking, choice: next });
    document.getElementById(optionId(next))?.focus();
  };

  return (
    <div className="form" data-pointer={pointer}>
      {fields
        .filter((field) => field.visible)
        .map((field) => {
          const id = `${baseId}-${field.index}`;
          if (field.kind === 'select') {
            const chosen = field.options.findIndex((option) => isOptionValue(option, values[field.key]));
            const current = field.options[chosen];
            return (
              <div className="field" key={field.key}>
                <span className="field-label" id={`${id}-label`}>
                  {field.label}
                </span>
                <button
                  type="button"
                  className={`field-select${current ? '' : ' field-placeholder'}`}
                  aria-labelledby={`${id}-label ${id}`}
                  id={id}
                  aria-haspopup="dialog"
                  onClick={() => openPicker(field, chosen)}
                >
                  {current
                    ? current.label
                    : field.placeholder ||
                      (form.selectPlaceholder === undefined
                        ? t('Please select')
                        : text(form.selectPlaceholder))}
                </button>
              </div>
            );
          }
          return (
            <div className="field" key={field.key}>
              <label className="field-label" htmlFor={id}>
                {field.label}
              </label>
              <input
                id={id}
                className="field-input"
                value={text(values[field.key])}
                placeholder={field.placeholder}
                inputMode={field.format === 'none' ? undefined : 'numeric'}
                autoComplete="off"
                onChange={(event) => {
                  const { selectionStart } = event.target;
                  if (field.format !== 'none' && selectionStart !== null)
                    caret.current = { id, digits: digitsBefore(event.target.value, selectionStart) };
                  // Formatting caps the length itself (a phone keeps 11 digits), so pasted text with separators still fits.
                  const shown = formatInput(event.target.value, field.format);
                  setValues((current) => ({ ...current, [field.key]: shown }));
                }}
              />
            </div>
          );
        })}
      {picking && Modal ? (
        <Modal title={picking.field.label} placement="bottom" onDismiss={() => setPicking(null)}>
          <div
            className="picker"
            role="radiogroup"
            aria-label={picking.field.label}
            onKeyDown={onPickerKeyDown}
          >
            {picking.field.options.map((option, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a button with role radio gives a large touch target in old webviews.
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: options are positional.
                key={index}
                id={optionId(index)}
                type="button"
                role="radio"
                aria-checked={picking.choice === index}
                tabIndex={picking.choice === index || (picking.choice < 0 && index === 0) ? 0 : -1}
                className={`picker-option${picking.choice === index ? ' picker-option-on' : ''}`}
                onClick={() => setPicking({ ...picking, choice: index })}
              >
                {option.label}
              </button>
            ))}
          </div>
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setPicking(null)}>
              {form.cancelLabel === undefined ? t('Cancel') : textOf(form.cancelLabel)}
            </button>
            <button type="button" className="btn btn-primary" onClick={confirm}>
              {form.confirmLabel === undefined ? t('Confirm') : textOf(form.confirmLabel)}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
