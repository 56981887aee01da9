import type { CSSProperties, ReactNode } from 'react';
import type { WidgetNode } from './screenTypes';

/** The line a text of each variant takes, so the frame keeps its height when the text arrives. */
const TEXT_LINE: Readonly<Record<string, string>> = {
  title: 'skeleton-title',
  amount: 'skeleton-amount',
  subtitle: 'skeleton-subtitle',
  caption: 'skeleton-caption',
  tag: 'skeleton-tag',
  label: 'skeleton-caption',
};

/** Widgets that show rows: a skeleton of three. */
const ROWS = new Set(['list', 'detailList', 'choiceList', 'tabs']);

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/**
 * A widget drawn before what it reads is known (`pendingRoots.ts`): a grey shape the size of what
 * will come, with no text, hidden from assistive technology (the page says it is busy).
 */
export function Skeleton({ node, pointer }: { node: WidgetNode; pointer: string }): ReactNode {
  const variant = typeof node.variant === 'string' ? node.variant : 'body';
  switch (node.type) {
    case 'text': {
      // A text of fixed lines (`lines`, src/widgets/Text.tsx): its own box, a bar a line.
      const lines = numberOr(node.lines, 0);
      if (lines > 0)
        return (
          <div
            className={`text text-${variant} text-lines skeleton-lines`}
            style={{ '--lines': lines } as CSSProperties}
            aria-hidden="true"
            data-pointer={pointer}
          >
            {Array.from({ length: lines }, (_, line) => (
              // The lines never reorder: the index is the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed count of bars
              <div key={line} className="skeleton skeleton-line" />
            ))}
          </div>
        );
      return (
        <div
          className={`skeleton skeleton-line ${TEXT_LINE[variant] ?? ''}`}
          aria-hidden="true"
          data-pointer={pointer}
        />
      );
    }
    case 'button':
      return <div className="skeleton skeleton-button" aria-hidden="true" data-pointer={pointer} />;
    case 'input':
    case 'textArea':
      return <div className="skeleton skeleton-field" aria-hidden="true" data-pointer={pointer} />;
    case 'image': {
      // A box of a fixed size (`size`: icon, logo, thumb, code) takes that size's class.
      // The box is the size class's own (content.css), the bar fills it: `.skeleton`'s own size
      // (a block 96 px high, as wide as its row) on the box itself made promotion's captcha row
      // taller than the image it waited for, and the form below moved up when it came.
      if (typeof node.size === 'string' && node.size !== 'banner' && node.size !== 'full')
        return (
          <span className={`skeleton-fixed image-${node.size}`} aria-hidden="true" data-pointer={pointer}>
            <span className="skeleton" />
          </span>
        );
      const width = numberOr(node.width, 0);
      const height = numberOr(node.height, 0);
      // Its own box, when its size is written: nothing moves when the image comes.
      const style = width > 0 && height > 0 ? { paddingTop: `${(100 * height) / width}%` } : undefined;
      return (
        <div className="skeleton skeleton-image" style={style} aria-hidden="true" data-pointer={pointer} />
      );
    }
    default:
      if (ROWS.has(node.type))
        return (
          <div className="skeleton-rows" aria-hidden="true" data-pointer={pointer}>
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line" />
          </div>
        );
      return <div className="skeleton skeleton-block" aria-hidden="true" data-pointer={pointer} />;
  }
}
