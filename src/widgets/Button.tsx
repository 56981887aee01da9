import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { isTruthy } from '../expressions/evaluate';
import { Pressable } from './Pressable';
import { plainHref } from './plainHref';

export interface ButtonNode extends WidgetNode {
  type: 'button';
  label: unknown;
  onClick?: unknown;
  variant?: 'primary' | 'secondary' | 'text' | 'danger';
  disabled?: unknown;
  /** Accessible name when it differs from the label. */
  ariaLabel?: unknown;
}

/**
 * A button. While its actions run (a call included) it is disabled, so a payment,
 * loan or bind call cannot be sent twice (DESIGN §7).
 */
export function Button({ node, pointer }: WidgetProps): ReactNode {
  const button = node as ButtonNode;
  const { ev, text, run } = useWidget();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const disabled = busy || isTruthy(ev(button.disabled));
  const label = text(button.label);
  const ariaLabel = button.ariaLabel === undefined ? undefined : text(button.ariaLabel);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await run(button.onClick, `${pointer}/onClick`);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };
  return (
    <Pressable
      href={plainHref(button.onClick, ev)}
      className={`btn btn-${button.variant ?? 'primary'}`}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-label={ariaLabel || undefined}
      onPress={() => void onClick()}
      data-pointer={pointer}
    >
      {/* A new label is a new text node: the answer's copy replacing the written one (promotion's Apply,
          in Filipino) is drawn anew, not a centred text moved across the button. */}
      <Fragment key={label}>{label}</Fragment>
    </Pressable>
  );
}
