import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useScreen, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';

export interface TextNode extends WidgetNode {
  type: 'text';
  text: unknown;
  variant?: 'title' | 'subtitle' | 'body' | 'caption' | 'tag' | 'amount' | 'label';
  tone?: 'default' | 'muted' | 'accent' | 'danger' | 'success';
  align?: 'start' | 'center' | 'end';
}

/** Server and screen text, always rendered as text (never as HTML). */
export function Text({ node, pointer }: WidgetProps): ReactNode {
  const t = node as TextNode;
  const { text } = useWidget();
  const value = text(t.text);
  if (!value) return null;
  const className = `text text-${t.variant ?? 'body'} tone-${t.tone ?? 'default'} align-${t.align ?? 'start'}`;
  switch (t.variant) {
    case 'title':
      return (
        <h2 className={className} data-pointer={pointer}>
          {value}
        </h2>
      );
    case 'subtitle':
      return (
        <Subtitle className={className} pointer={pointer} level={(node as { $level?: 2 | 3 }).$level}>
          {value}
        </Subtitle>
      );
    case 'tag':
    case 'label':
      return (
        <span className={className} data-pointer={pointer}>
          {value}
        </span>
      );
    default:
      return (
        <p className={className} data-pointer={pointer}>
          {value}
        </p>
      );
  }
}

/**
 * True when a title (an `h2` that is not a subtitle: a `title` text or a modal's title) comes
 * before the element in its page or dialog.
 */
function followsTitle(element: HTMLElement): boolean {
  const scope = element.closest('[role="dialog"], main') ?? element.ownerDocument.body;
  for (const heading of scope.querySelectorAll('h2:not([data-subtitle])')) {
    if (heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) return true;
  }
  return false;
}

/**
 * A subtitle is an `h3` under a title and an `h2` where no title comes before it, so headings never
 * skip a level (h1 is the screen's title): whatever order staff put texts in, and whichever `when`
 * hides the title. The build gives the level the screen's order decides (`$level`,
 * language/plans/renderReads.ts), which the prerendered page has; once the screen draws what it
 * waited for, a `when` that hid the title settles it before paint: only the tag changes, not the look.
 */
function Subtitle({
  className,
  pointer,
  level: written = 3,
  children,
}: {
  className: string;
  pointer: string;
  level?: 2 | 3;
  children: ReactNode;
}): ReactNode {
  const ref = useRef<HTMLHeadingElement>(null);
  const [level, setLevel] = useState<2 | 3>(written);
  // While the frame waits (`pending`), its title may be a skeleton still: the written level holds.
  const framed = useScreen().pending !== undefined;
  useLayoutEffect(() => {
    if (ref.current && !framed) setLevel(followsTitle(ref.current) ? 3 : 2);
  });
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Heading ref={ref} className={className} data-subtitle="" data-pointer={pointer}>
      {children}
    </Heading>
  );
}
