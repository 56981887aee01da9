import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Modal } from '../engine/Modal';
import { useScope, useScreen } from '../engine/screenContext';
import type { WidgetNode } from '../engine/screenTypes';
import { useWidget } from '../engine/useEvaluate';
import { evaluate, isTruthy } from '../expressions/evaluate';
import type { Expression, Scope } from '../expressions/types';
import { asFieldFormat, type FieldFormat, fieldValue, formatInput } from './fieldFormat';
import type { WidgetProps } from './types';

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
  /** State key receiving `{ key: value }` of the visible fields, digits only where formatted. */
  valuesKey: string;
  /** Run when an option is confirmed, with `item` = the field and `result` = `{ value, option }`. */
  onPick?: unknown;
  selectPlaceholder?: unknown;
  confirmLabel?: unknown;
  cancelLabel?: unknown;
}

interface Field {
  key: string;
  label: string;
  placeholder: string;
  kind: 'text' | 'select';
  format: FieldFormat;
  item: unknown;
  visible: boolean;
  options: { label: string; value: unknown; option: unknown }[];
}

const text = (value: unknown): string =>
  value === undefined || value === null || typeof value === 'object' ? '' : String(value);

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
      key: text(ev(node.key)) || String(index),
      label: text(ev(node.label)),
      placeholder: text(ev(node.placeholder)),
      kind: ev(node.kind) === 'select' ? 'select' : 'text',
      format: asFieldFormat(ev(node.format)),
      item,
      visible: node.visible === undefined ? true : isTruthy(ev(node.visible)),
      options,
    };
  });
}

/**
 * A form built from server-supplied field descriptors (e.g. the bind-card items):
 * which fields show, their formats and options are all expressions in the screen.
 */
export function Form({ node, pointer }: WidgetProps): ReactNode {
  const form = node as FormNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { run, text: t } = useWidget();
  const baseId = useId();
  const fields = describe(form, scope);
  const [values, setValues] = useState<Record<string, unknown>>(() => {
    const initial: Record<string, unknown> = {};
    for (const field of fields) {
      const value =
        form.initial === undefined
          ? undefined
          : evaluate(form.initial as Expression, { ...scope, item: field.item });
      if (value !== undefined && value !== null && value !== '')
        initial[field.key] = field.kind === 'text' ? formatInput(String(value), field.format) : value;
    }
    return initial;
  });
  const [picking, setPicking] = useState<{ field: Field; choice: number } | null>(null);

  // The state holds only visible fields, with formatted inputs reduced to digits: hidden items are never sent.
  const visibleValues = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      if (!field.visible) continue;
      const value = values[field.key];
      out[field.key] = field.kind === 'text' ? fieldValue(text(value), field.format) : (value ?? '');
    }
    return out;
  }, [fields, values]);
  const published = useRef('');
  useEffect(() => {
    const json = JSON.stringify(visibleValues);
    if (json === published.current) return;
    published.current = json;
    setState({ [form.valuesKey]: visibleValues });
  }, [visibleValues, form.valuesKey, setState]);

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

  return (
    <div className="form">
      {fields
        .filter((field) => field.visible)
        .map((field) => {
          const id = `${baseId}-${field.key}`;
          if (field.kind === 'select') {
            const current = field.options.find((option) => option.value === values[field.key]);
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
                  onClick={() =>
                    setPicking({
                      field,
                      choice: Math.max(
                        0,
                        field.options.findIndex((option) => option.value === values[field.key]),
                      ),
                    })
                  }
                >
                  {current
                    ? current.label
                    : field.placeholder || t(form.selectPlaceholder ?? 'Please select')}
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
                maxLength={field.format === 'phone' ? 13 : undefined}
                onChange={(event) => {
                  const shown = formatInput(event.target.value, field.format);
                  setValues((current) => ({ ...current, [field.key]: shown }));
                }}
              />
            </div>
          );
        })}
      {picking ? (
        <Modal title={picking.field.label} placement="bottom" onDismiss={() => setPicking(null)}>
          <div className="picker" role="radiogroup" aria-label={picking.field.label}>
            {picking.field.options.map((option, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a button with role radio gives a large touch target in old webviews.
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: options are positional.
                key={index}
                type="button"
                role="radio"
                aria-checked={picking.choice === index}
                className={`picker-option${picking.choice === index ? ' picker-option-on' : ''}`}
                onClick={() => setPicking({ ...picking, choice: index })}
              >
                {option.label}
              </button>
            ))}
          </div>
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setPicking(null)}>
              {t(form.cancelLabel ?? 'Cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={confirm}>
              {t(form.confirmLabel ?? 'Confirm')}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
