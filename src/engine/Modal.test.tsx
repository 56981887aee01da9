import { render, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { expect, it } from 'vitest';
import { Modal } from './Modal';

function Page({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">Opener</button>
      {open && (
        <Modal title="Rate us">
          <button type="button">Close</button>
        </Modal>
      )}
    </>
  );
}

/** The page with its own state, and how a test sets it. */
let show: (open: boolean) => void = () => undefined;
function Host() {
  const [open, setOpen] = useState(false);
  show = setOpen;
  return <Page open={open} />;
}

it('has focus inside from the moment it is in the page, also when a transition draws it', async () => {
  render(<Host />);
  screen.getByRole('button', { name: 'Opener' }).focus();
  // Where the focus is when the dialog first appears in the document (a screen reader's view of it).
  const focusWhenAdded = new Promise<string | null>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="dialog"]')) return;
      observer.disconnect();
      resolve(document.activeElement?.textContent ?? null);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  startTransition(() => show(true));
  expect(await focusWhenAdded).toBe('Close');
  expect(await screen.findByRole('dialog', { name: 'Rate us' })).toContainElement(
    document.activeElement as HTMLElement,
  );
});

it('gives the focus back to the opener when it closes', async () => {
  const { rerender } = render(<Page open={false} />);
  screen.getByRole('button', { name: 'Opener' }).focus();
  rerender(<Page open />);
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  rerender(<Page open={false} />);
  expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
});
