import { type ReactNode, useId } from 'react';
import { useScope, useScreen, useWidget, type WidgetNode, type WidgetProps } from '../engine/widgetApi';
import { evaluate } from '../expressions/evaluate';
import type { Expression } from '../expressions/types';
import { safeImageSrc } from './safeSrc';

export interface ChoiceListNode extends WidgetNode {
  type: 'choiceList';
  /** The options: an array (literal or from data). */
  items: unknown;
  /** State key holding the chosen option's value (absent or null = none chosen). */
  stateKey: string;
  /** Accessible name of the group. */
  label: unknown;
  /** Option text, with `item` = the option. */
  optionLabel: unknown;
  /** Value stored for an option, with `item` = the option. Default: its index. */
  optionValue?: unknown;
  /** Optional icon URL of an option, with `item` = the option. */
  optionIcon?: unknown;
}

function asText(value: unknown): string {
  return value === undefined || value === null || typeof value === 'object' ? '' : String(value);
}

/**
 * A single-choice list (e.g. payment channels): a radio group whose options show an icon, a name
 * and a check mark on the chosen one; the chosen value goes to screen state.
 */
export function ChoiceList({ node, pointer }: WidgetProps): ReactNode {
  const choice = node as ChoiceListNode;
  const scope = useScope();
  const { setState } = useScreen();
  const { ev, text } = useWidget();
  const baseId = useId();
  const items = ev(choice.items);
  const options = Array.isArray(items) ? items : [];
  const optionValue = (item: unknown, index: number): unknown =>
    choice.optionValue === undefined
      ? index
      : evaluate(choice.optionValue as Expression, { ...scope, item, index });
  const chosen = scope.state[choice.stateKey];
  const chosenIndex = options.findIndex(
    (item, index) => chosen !== undefined && chosen !== null && optionValue(item, index) === chosen,
  );
  const select = (index: number) => {
    setState({ [choice.stateKey]: optionValue(options[index], index) });
  };
  // Arrow keys move the choice, as in a native radio group.
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step === undefined || options.length === 0) return;
    event.preventDefault();
    const from = chosenIndex < 0 ? (step > 0 ? -1 : 0) : chosenIndex;
    const next = (from + step + options.length) % options.length;
    select(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };
  return (
    <div
      className="choice-list"
      role="radiogroup"
      aria-label={text(choice.label) || undefined}
      onKeyDown={onKeyDown}
      data-pointer={pointer}
    >
      {options.map((item, index) => {
        const itemScope = { ...scope, item, index };
        const checked = index === chosenIndex;
        const icon =
          choice.optionIcon === undefined
            ? undefined
            : safeImageSrc(evaluate(choice.optionIcon as Expression, itemScope));
        return (
          // biome-ignore lint/a11y/useSemanticElements: a button with role radio gives a large touch target in old webviews.
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional.
            key={index}
            id={`${baseId}-${index}`}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (chosenIndex < 0 && index === 0) ? 0 : -1}
            className={`choice${checked ? ' choice-on' : ''}`}
            onClick={() => select(index)}
          >
            {icon ? <img className="choice-icon" src={icon} alt="" /> : null}
            <span className="choice-label">
              {asText(evaluate(choice.optionLabel as Expression, itemScope))}
            </span>
            <span className="choice-check" aria-hidden="true">
              {checked ? '✓' : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}
