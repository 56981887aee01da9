import type { ReactNode } from 'react';
import { useScope, useScreen } from '../engine/screenContext';
import type { WidgetNode } from '../engine/screenTypes';
import { useWidget } from '../engine/useEvaluate';
import type { WidgetProps } from './types';

export interface StarRatingNode extends WidgetNode {
  type: 'starRating';
  /** State key holding the chosen number of stars (0 = none chosen). */
  stateKey: string;
  /** Number of stars; SPEC §9: 5. */
  max?: number;
  label: unknown;
}

/** Stars as a radio group: each star is a radio named "N stars". */
export function StarRating({ node }: WidgetProps): ReactNode {
  const rating = node as StarRatingNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { text } = useWidget();
  const max = rating.max ?? 5;
  const chosen = Number(scope.state[rating.stateKey] ?? 0);
  return (
    <div className="stars" role="radiogroup" aria-label={text(rating.label)}>
      {Array.from({ length: max }, (_, index) => {
        const stars = index + 1;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a button with role radio gives a large touch target in old webviews.
          <button
            key={stars}
            type="button"
            role="radio"
            aria-checked={chosen === stars}
            aria-label={stars === 1 ? '1 star' : `${stars} stars`}
            className={`star${stars <= chosen ? ' star-on' : ''}`}
            onClick={() => setState({ [rating.stateKey]: stars })}
          >
            ★
          </button>
        );
      })}
    </div>
  );
}
