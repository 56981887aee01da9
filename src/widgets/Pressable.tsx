import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

interface PressableProps {
  /** The plain address the press goes to (`plainHref`): then a link that acts as a button. */
  href: string | undefined;
  disabled: boolean;
  onPress: () => void;
  className: string;
  children: ReactNode;
  'aria-busy'?: boolean;
  'aria-label'?: string;
  'data-pointer': string;
}

/**
 * What a tap runs actions on: a `<button>`, or, when the actions go to a plain address, a link in the
 * role of a button (the same to assistive technology, a tap and the keyboard: Enter, and Space as a
 * button takes it), whose address works where no script runs.
 */
export function Pressable({ href, disabled, onPress, children, ...rest }: PressableProps): ReactNode {
  if (href === undefined)
    return (
      <button type="button" disabled={disabled} onClick={onPress} {...rest}>
        {children}
      </button>
    );
  const press = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!disabled) onPress();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link (its address works with no script) that acts as the button it stands for.
    <a
      href={href}
      role="button"
      aria-disabled={disabled || undefined}
      onClick={press}
      onKeyDown={(event) => {
        if (event.key === ' ') press(event);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
