import { type ReactNode, useState } from 'react';
import { useScope, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { evaluate } from '../expressions/evaluate';
import type { Expression } from '../expressions/types';
import { t } from '../i18n/t';

export interface DetailListNode extends WidgetNode {
  type: 'detailList';
  rows: unknown;
  /** Label of a row, with `item` = the row. Default `item.text`. */
  label?: unknown;
  /** Value of a row, with `item` = the row. Default `item.value`. */
  value?: unknown;
  /** Show only this many rows until the borrower expands the list. */
  collapsedRows?: number;
  moreLabel?: unknown;
  lessLabel?: unknown;
}

function asText(value: unknown): string {
  return value === undefined || value === null || typeof value === 'object' ? '' : String(value);
}

/** Label/value rows (a `<dl>`), optionally collapsed to the first rows with a more/hide toggle. */
export function DetailList({ node, pointer }: WidgetProps): ReactNode {
  const list = node as DetailListNode;
  const scope = useScope();
  const { ev, text } = useWidget();
  const [expanded, setExpanded] = useState(false);
  const rows = ev(list.rows);
  const array = Array.isArray(rows) ? rows : [];
  const limit = list.collapsedRows;
  const shown = limit !== undefined && !expanded ? array.slice(0, limit) : array;
  const labelExpr = (list.label ?? { var: 'item.text' }) as Expression;
  const valueExpr = (list.value ?? { var: 'item.value' }) as Expression;
  return (
    <div className="detail-list" data-pointer={pointer}>
      <dl>
        {shown.map((row, index) => {
          const rowScope = { ...scope, item: row, index };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id.
            <div className="detail-row" key={index}>
              <dt>{asText(evaluate(labelExpr, rowScope))}</dt>
              <dd>{asText(evaluate(valueExpr, rowScope))}</dd>
            </div>
          );
        })}
      </dl>
      {limit !== undefined && array.length > limit ? (
        <button
          type="button"
          className="btn btn-text"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded
            ? list.lessLabel === undefined
              ? t('Hide')
              : text(list.lessLabel)
            : list.moreLabel === undefined
              ? t('More')
              : text(list.moreLabel)}
        </button>
      ) : null}
    </div>
  );
}
