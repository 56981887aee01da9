import { type ChangeEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useScope, useScreen, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { isTruthy } from '../expressions/evaluate';
import { asFieldFormat, caretAtDigits, digitsBefore, fieldValue, formatInput } from './fieldFormat';

export interface InputNode extends WidgetNode {
  type: 'input';
  /** Visible label, also the accessible name. */
  label: unknown;
  /** State key holding the value (digits only for formatted inputs). */
  stateKey: string;
  placeholder?: unknown;
  /** `text`, `tel`, `email` or `number` (a numeric keypad). Default `text`. */
  inputType?: 'text' | 'tel' | 'email' | 'number';
  /** `digits`, `phone` (3-4-4) or `bankCard` (groups of 4); the state keeps digits only. Default none. */
  format?: string;
  /** Hard maximum of characters of the stored value; longer input is cut. */
  maxLength?: number;
  disabled?: unknown;
  /** Browser autofill hint, e.g. `tel`, `name`, `email`, `one-time-code`. */
  autoComplete?: string;
}

/** A one-line input bound to screen state, with the formats of SPEC §5. */
export function Input({ node, pointer }: WidgetProps): ReactNode {
  const input = node as InputNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { text, ev } = useWidget();
  const id = useId();
  const format = asFieldFormat(input.format);
  const stored = scope.state[input.stateKey];
  const value = typeof stored === 'string' || typeof stored === 'number' ? String(stored) : '';
  const ref = useRef<HTMLInputElement>(null);
  // Digits left of the caret at the last edit; reformatting moves the text, so the caret is put back by them.
  const caretDigits = useRef<number | null>(null);
  // A render after every edit, even one that leaves the value as it was (a letter in a card number).
  const [, setEdits] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    const digits = caretDigits.current;
    caretDigits.current = null;
    if (!element || digits === null || document.activeElement !== element) return;
    const caret = caretAtDigits(element.value, digits);
    element.setSelectionRange(caret, caret);
  });
  const keep = (typed: string) => {
    const clean = fieldValue(formatInput(typed, format), format);
    setState({ [input.stateKey]: input.maxLength === undefined ? clean : clean.slice(0, input.maxLength) });
  };
  // What the borrower typed into the prerendered field before the app ran (no handler then) is
  // kept: read as the field mounts, before the screen first draws what it knows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field mounts.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== formatInput(value, format)) keep(typed);
  }, []);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { selectionStart } = event.target;
    if (format !== 'none' && selectionStart !== null) {
      caretDigits.current = digitsBefore(event.target.value, selectionStart);
      setEdits((count) => count + 1);
    }
    keep(event.target.value);
  };
  const numeric = format !== 'none' || input.inputType === 'number';
  const placeholder = input.placeholder === undefined ? '' : text(input.placeholder);
  return (
    <div className="field" data-pointer={pointer}>
      <label className="field-label" htmlFor={id}>
        {text(input.label)}
      </label>
      <input
        ref={ref}
        id={id}
        className="field-input"
        type={input.inputType === 'email' ? 'email' : input.inputType === 'tel' ? 'tel' : 'text'}
        inputMode={numeric ? 'numeric' : undefined}
        value={formatInput(value, format)}
        placeholder={placeholder || undefined}
        autoComplete={input.autoComplete ?? 'off'}
        disabled={isTruthy(ev(input.disabled))}
        onChange={onChange}
      />
    </div>
  );
}
