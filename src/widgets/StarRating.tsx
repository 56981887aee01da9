import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useScope, useScreen, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { t } from '../i18n/t';

export interface StarRatingNode extends WidgetNode {
  type: 'starRating';
  /** State key holding the chosen number of stars (0 = none chosen). */
  stateKey: string;
  /** Number of stars; SPEC §9: 5. */
  max?: number;
  label: unknown;
}

/** Stars as a radio group: each star is a radio named "N stars". */
export function StarRating({ node, pointer }: WidgetProps): ReactNode {
  const rating = node as StarRatingNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { text } = useWidget();
  const max = rating.max ?? 5;
  const baseId = useId();
  const chosen = Number(scope.state[rating.stateKey] ?? 0);
  const picked = Number.isInteger(chosen) && chosen >= 1 && chosen <= max;
  // Arrow keys move the choice, as in a native radio group.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step === undefined || max < 1) return;
    event.preventDefault();
    const from = picked ? chosen - 1 : step > 0 ? -1 : 0;
    const next = ((from + step + max) % max) + 1;
    setState({ [rating.stateKey]: next });
    document.getElementById(`${baseId}-${next}`)?.focus();
  };
  return (
    <div
      className="stars"
      role="radiogroup"
      aria-label={text(rating.label)}
      onKeyDown={onKeyDown}
      data-pointer={pointer}
    >
      {Array.from({ length: max }, (_, index) => {
        const stars = index + 1;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a button with role radio gives a large touch target in old webviews.
          <button
            key={stars}
            id={`${baseId}-${stars}`}
            type="button"
            role="radio"
            aria-checked={chosen === stars}
            tabIndex={chosen === stars || (!picked && stars === 1) ? 0 : -1}
            aria-label={stars === 1 ? t('1 star') : t('{{stars}} stars', { stars })}
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
