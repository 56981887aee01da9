import type { ReactNode } from 'react';
import { safeHttpUrl } from '../actions/safeUrl';
import { useScreen, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { t } from '../i18n/t';
import { withBase } from '../session/appBase';
import { frameSandbox } from './frameSandbox';

export interface IframeNode extends WidgetNode {
  type: 'iframe';
  /** Same-origin path or http(s) URL of the embedded page. */
  src: unknown;
  /** Accessible name of the frame. */
  title: unknown;
  /** Sandbox relaxations; default none. */
  allow?: string[];
  /** Why a page of another origin needs both `allow-scripts` and `allow-same-origin`. */
  reason?: string;
  /** Height in CSS pixels (default 400), capped by CSS at 70% of the viewport. */
  height?: number;
  /** Shown when `src` is empty or refused. */
  fallbackText?: unknown;
}

/**
 * An embedded page in a sandboxed frame (DESIGN §7: agreement iframes are sandboxed).
 * The `sandbox` attribute is always present, so a page a screen forgot to restrict
 * still cannot run scripts; only http(s) and same-origin addresses reach `src`.
 */
export function Iframe({ node, pointer }: WidgetProps): ReactNode {
  const frame = node as IframeNode;
  const { ev, text } = useWidget();
  const { file } = useScreen();
  const raw = ev(frame.src);
  const src = safeHttpUrl(typeof raw === 'string' ? withBase(raw) : raw);
  if (!src) {
    const fallback = frame.fallbackText === undefined ? '' : text(frame.fallbackText);
    return fallback ? (
      <p className="iframe-fallback" data-pointer={pointer}>
        {fallback}
      </p>
    ) : null;
  }
  const { sandbox, refused } = frameSandbox(frame.allow, src, window.location.origin, frame.reason);
  if (refused)
    console.warn(
      `[screens] ${file}${pointer}/allow: allow-same-origin refused with allow-scripts (${
        refused === 'same-origin' ? 'the page is on the app origin' : 'no reason given'
      })`,
    );
  return (
    <iframe
      className="iframe"
      src={src}
      title={text(frame.title) || t('Embedded page')}
      sandbox={sandbox}
      referrerPolicy="no-referrer"
      loading="lazy"
      style={{ height: `${frame.height ?? 400}px` }}
      data-pointer={pointer}
    />
  );
}
