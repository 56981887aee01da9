import type { ReactNode } from 'react';
import { useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { Pressable } from './Pressable';
import { plainHref } from './plainHref';
import { safeImageSrc } from './safeSrc';

export interface RowNode extends WidgetNode {
  type: 'row';
  label: unknown;
  value?: unknown;
  icon?: unknown;
  onClick?: unknown;
}

/**
 * A label/value line; with `onClick` the whole line is one button (e.g. the e-mail row), disabled
 * while its actions run.
 */
export function Row({ node, pointer }: WidgetProps): ReactNode {
  const row = node as RowNode;
  const { ev, text, run, busy } = useWidget();
  const label = text(row.label);
  const value = row.value === undefined ? '' : text(row.value);
  const icon = safeImageSrc(ev(row.icon));
  const inner = (
    <>
      {icon ? <img className="row-icon" src={icon} alt="" /> : null}
      <span className="row-label">{label}</span>
      {value ? <span className="row-value">{value}</span> : null}
      {row.onClick !== undefined ? (
        <span className="row-chevron" aria-hidden="true">
          ›
        </span>
      ) : null}
    </>
  );
  if (row.onClick === undefined)
    return (
      <div className="row" data-pointer={pointer}>
        {inner}
      </div>
    );
  return (
    <Pressable
      href={plainHref(row.onClick, ev)}
      className="row row-button"
      // Disabled while its actions run, so a second tap cannot send a call again (DESIGN §7).
      disabled={busy}
      aria-busy={busy || undefined}
      onPress={() => void run(row.onClick, `${pointer}/onClick`)}
      data-pointer={pointer}
    >
      {inner}
    </Pressable>
  );
}
