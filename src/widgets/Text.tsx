import { type CSSProperties, Fragment, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useScreen, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';

export interface TextNode extends WidgetNode {
  type: 'text';
  text: unknown;
  variant?: 'title' | 'subtitle' | 'body' | 'caption' | 'tag' | 'amount' | 'label';
  tone?: 'default' | 'muted' | 'accent' | 'danger' | 'success';
  align?: 'start' | 'center' | 'end';
  /**
   * The lines its box holds, whatever the text: the frame reserves them before an answer comes, and
   * longer copy ends with an ellipsis. Default 0: as many as the text takes.
   */
  lines?: number;
}

/** The lines a text's box holds (`lines`), or undefined: as many as its text takes. */
function textLines(node: TextNode): number | undefined {
  return typeof node.lines === 'number' && node.lines > 0 ? node.lines : undefined;
}

/** The box of a text of `lines` lines (content.css `.text-lines`; its skeleton, src/engine/Skeleton.tsx). */
const linesStyle = (lines: number | undefined): CSSProperties | undefined =>
  lines === undefined ? undefined : ({ '--lines': lines } as CSSProperties);

/** Server and screen text, always rendered as text (never as HTML). */
export function Text({ node, pointer }: WidgetProps): ReactNode {
  const t = node as TextNode;
  const { text } = useWidget();
  const value = text(t.text);
  const lines = textLines(t);
  // A box of fixed lines stays, empty, when its text is: the frame reserved it.
  if (!value && lines === undefined) return null;
  const className = `text text-${t.variant ?? 'body'} tone-${t.tone ?? 'default'} align-${t.align ?? 'start'}${lines === undefined ? '' : ' text-lines'}`;
  const style = linesStyle(lines);
  // A new text is a new text node: an answer's copy replacing the written fallback in a box of fixed
  // lines is drawn anew, not a centred line moved along.
  const content = <Fragment key={value}>{value}</Fragment>;
  switch (t.variant) {
    case 'title':
      return (
        <h2 className={className} style={style} data-pointer={pointer}>
          {content}
        </h2>
      );
    case 'subtitle':
      return (
        <Subtitle
          className={className}
          style={style}
          pointer={pointer}
          level={(node as { $level?: 2 | 3 }).$level}
        >
          {content}
        </Subtitle>
      );
    case 'tag':
    case 'label':
      return (
        <span className={className} style={style} data-pointer={pointer}>
          {content}
        </span>
      );
    default:
      return (
        <p className={className} style={style} data-pointer={pointer}>
          {content}
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
  style,
  pointer,
  level: written = 3,
  children,
}: {
  className: string;
  style: CSSProperties | undefined;
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
    <Heading ref={ref} className={className} style={style} data-subtitle="" data-pointer={pointer}>
      {children}
    </Heading>
  );
}
