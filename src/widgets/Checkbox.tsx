import type { ReactNode } from 'react';
import { useScope, useScreen, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';

export interface CheckboxNode extends WidgetNode {
  type: 'checkbox';
  /** Visible label, also the accessible name. */
  label: unknown;
  /** State key holding `true` or `false`; its initial value comes from the screen's `state`. */
  stateKey: string;
  /** Run after the box changes, with `state.<stateKey>` already updated. */
  onChange?: unknown;
}

/** A checkbox bound to screen state (e.g. the loan agreement box that starts checked). */
export function Checkbox({ node, pointer }: WidgetProps): ReactNode {
  const box = node as CheckboxNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { text, run } = useWidget();
  const checked = scope.state[box.stateKey] === true;
  return (
    <label className="checkbox" data-pointer={pointer}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setState({ [box.stateKey]: event.target.checked });
          void run(box.onChange, `${pointer}/onChange`);
        }}
      />
      <span>{text(box.label)}</span>
    </label>
  );
}
