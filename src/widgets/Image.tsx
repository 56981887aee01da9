import { type ReactNode, useState } from 'react';
import type { WidgetNode } from '../engine/screenTypes';
import { useWidget } from '../engine/useEvaluate';
import { safeImageSrc } from './safeSrc';
import type { WidgetProps } from './types';

export interface ImageNode extends WidgetNode {
  type: 'image';
  src: unknown;
  /** Text alternative; an empty string marks the image decorative. */
  alt: unknown;
  size?: 'icon' | 'logo' | 'thumb' | 'banner' | 'full';
  onClick?: unknown;
}

/** An image; with `onClick` it is a button named by its alt text. */
export function Image({ node, pointer }: WidgetProps): ReactNode {
  const image = node as ImageNode;
  const { ev, text, run } = useWidget();
  const [broken, setBroken] = useState(false);
  const src = safeImageSrc(ev(image.src));
  const alt = text(image.alt);
  if (!src) return null;
  const className = `image image-${image.size ?? 'full'}${broken ? ' image-broken' : ''}`;
  const img = (
    <img className={className} src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />
  );
  if (image.onClick === undefined) return img;
  return (
    <button
      type="button"
      className="image-button"
      aria-label={alt || 'Open image'}
      onClick={() => void run(image.onClick, `${pointer}/onClick`)}
    >
      {img}
    </button>
  );
}
