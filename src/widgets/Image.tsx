import { type CSSProperties, type ReactNode, useState } from 'react';
import { evaluateRecord, toQueryValues } from '../actions/evaluateRecord';
import { endpointUrl, type ImageEndpointId } from '../api';
import { useScope, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { hasOwn } from '../expressions/hasOwn';
import type { Expression } from '../expressions/types';
import { type EndpointId, endpoints } from '../generated/endpoints';
import { t } from '../i18n/t';
import { safeImageSrc } from './safeSrc';

export interface ImageNode extends WidgetNode {
  type: 'image';
  /** Image URL; give `src` or `endpoint`. */
  src?: unknown;
  /** Id of an endpoint that answers an image (e.g. a captcha); give `src` or `endpoint`. */
  endpoint?: string;
  /** Request parameters of `endpoint` (expressions). */
  params?: Record<string, Expression>;
  /** With `endpoint`: a value whose change loads a new image (sent as `_r`). */
  refresh?: unknown;
  /** Text alternative; an empty string marks the image decorative. */
  alt: unknown;
  size?: 'icon' | 'logo' | 'thumb' | 'code' | 'banner' | 'full';
  /**
   * Proportions of a `banner` or `full` image: its box, fixed by the screen before the image
   * arrives and kept whatever the shape of the image the server sends (fitted inside, `contain`).
   */
  width?: number;
  height?: number;
  /** The screen's main image: loaded at once with high priority. Default: true for a banner. */
  priority?: boolean;
  onClick?: unknown;
}

/** Sizes whose box is as wide as its container and as tall as the screen's proportions make it. */
const FRAMED_SIZES: ReadonlySet<string> = new Set(['banner', 'full']);

/** The query parameter that carries `refresh`, so a new value is a new URL the browser fetches. */
const REFRESH_PARAM = '_r';

function isImageEndpoint(id: string): id is ImageEndpointId {
  return hasOwn(endpoints, id) && endpoints[id as EndpointId].response === 'image';
}

/** An image; with `onClick` it is a button named by its alt text. */
export function Image({ node, pointer }: WidgetProps): ReactNode {
  const image = node as ImageNode;
  const scope = useScope();
  const { ev, text, run, busy } = useWidget();
  const [broken, setBroken] = useState<string | undefined>(undefined);
  let source: unknown;
  if (image.endpoint !== undefined) {
    // The checker proves the id and params; an unknown id at run time draws nothing.
    if (isImageEndpoint(image.endpoint)) {
      const params = toQueryValues(evaluateRecord(image.params, scope));
      const refresh = ev(image.refresh);
      if (refresh !== undefined && refresh !== null && typeof refresh !== 'object')
        params[REFRESH_PARAM] = String(refresh);
      // The params are proven against the endpoint's request schema by the screen checker, not by TypeScript.
      source = endpointUrl(image.endpoint, params as never);
    }
  } else {
    source = ev(image.src);
  }
  const src = safeImageSrc(source);
  const alt = text(image.alt);
  if (!src) return null;
  // A refreshed source may load where the previous one failed, so the broken look follows the URL.
  const size = image.size ?? 'full';
  const className = `image image-${size}${broken === src ? ' image-broken' : ''}`;
  // The main image (a banner, or one marked `priority`) is often the largest content: never lazy.
  const priority = image.priority ?? size === 'banner';
  const shape =
    image.width !== undefined && image.height !== undefined
      ? { width: image.width, height: image.height }
      : undefined;
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      // Width and height give the box its shape before the image arrives; the aspect ratio keeps that
      // shape once it has: width and height alone give way to the image's own proportions, and a
      // server image of another shape (square, wide, tall) moved the page or the popup holding it
      // (layout shift 0.065 to 0.47 on loan confirm 2's promo). The image fits inside (`object-fit`).
      width={image.width}
      height={image.height}
      style={shape ? { aspectRatio: `${shape.width} / ${shape.height}` } : undefined}
      loading={priority || image.endpoint !== undefined ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setBroken(src)}
      data-pointer={pointer}
    />
  );
  // Engines without `aspect-ratio` (Chrome 88, Safari 15) take the proportions from the frame: its
  // height is a padding, the percentage of its width given here (content.css, .image-frame).
  const box =
    shape && shape.width > 0 && FRAMED_SIZES.has(size) ? (
      <span
        className="image-frame"
        style={{ '--image-ratio': `${(shape.height / shape.width) * 100}%` } as CSSProperties}
      >
        {img}
      </span>
    ) : (
      img
    );
  if (image.onClick === undefined) return box;
  return (
    <button
      type="button"
      // A banner or full image that is a button keeps its width (content.css).
      className={`image-button image-button-${size}`}
      aria-label={alt || t('Open image')}
      // Disabled while its actions run, so a second tap cannot send a call again (DESIGN §7).
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void run(image.onClick, `${pointer}/onClick`)}
      data-pointer={pointer}
    >
      {box}
    </button>
  );
}
