import type { ReactNode } from 'react';
import type { WidgetNode } from '../engine/screenTypes';
import { useWidget } from '../engine/useEvaluate';
import type { WidgetProps } from './types';

export interface TextNode extends WidgetNode {
  type: 'text';
  text: unknown;
  variant?: 'title' | 'subtitle' | 'body' | 'caption' | 'tag' | 'amount' | 'label';
  tone?: 'default' | 'muted' | 'accent' | 'danger' | 'success';
  align?: 'start' | 'center' | 'end';
}

/** Server and screen text, always rendered as text (never as HTML). */
export function Text({ node }: WidgetProps): ReactNode {
  const t = node as TextNode;
  const { text } = useWidget();
  const value = text(t.text);
  if (!value) return null;
  const className = `text text-${t.variant ?? 'body'} tone-${t.tone ?? 'default'} align-${t.align ?? 'start'}`;
  switch (t.variant) {
    case 'title':
      return <h2 className={className}>{value}</h2>;
    case 'subtitle':
      return <h3 className={className}>{value}</h3>;
    case 'tag':
    case 'label':
      return <span className={className}>{value}</span>;
    default:
      return <p className={className}>{value}</p>;
  }
}
