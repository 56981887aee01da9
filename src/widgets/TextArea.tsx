import { type ChangeEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useScope, useScreen, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';

export interface TextAreaNode extends WidgetNode {
  type: 'textArea';
  /** Visible label, also the accessible name. */
  label: unknown;
  /** State key holding the text. */
  stateKey: string;
  placeholder?: unknown;
  /** Hard maximum in characters: longer input (typed or pasted) is cut to it. */
  maxLength?: number;
  /** Show the `n/max` counter. Default true when `maxLength` is set. */
  counter?: boolean;
  /** Visible lines. Default 5. */
  rows?: number;
}

/**
 * A multi-line text box bound to screen state. `maxLength` is a hard limit: the
 * attribute stops typing and pasting past it, and the value is cut again on change
 * because an IME or a script can still put more in.
 */
export function TextArea({ node, pointer }: WidgetProps): ReactNode {
  const area = node as TextAreaNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { text } = useWidget();
  const id = useId();
  const stored = scope.state[area.stateKey];
  const value = typeof stored === 'string' ? stored : '';
  const max = area.maxLength;
  const showCounter = max !== undefined && area.counter !== false;
  const keep = (next: string) => setState({ [area.stateKey]: max === undefined ? next : next.slice(0, max) });
  // What was typed into the prerendered box before the app ran is kept (as Input does).
  const ref = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the box mounts.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) keep(typed);
  }, []);
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => keep(event.target.value);
  const placeholder = area.placeholder === undefined ? '' : text(area.placeholder);
  return (
    <div className="field text-area" data-pointer={pointer}>
      <label className="field-label" htmlFor={id}>
        {text(area.label)}
      </label>
      <textarea
        ref={ref}
        id={id}
        className="field-input text-area-input"
        value={value}
        rows={area.rows ?? 5}
        maxLength={max}
        placeholder={placeholder || undefined}
        aria-describedby={showCounter ? `${id}-counter` : undefined}
        onChange={onChange}
      />
      {showCounter ? (
        <span id={`${id}-counter`} className="text-area-counter">
          {value.length}/{max}
        </span>
      ) : null}
    </div>
  );
}
