import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '../api/apiMessages';
import { afterContentPaint, loadModal } from '../engine/afterPaint';
import { Modal } from '../engine/Modal';
import type { WidgetNode } from '../engine/screenTypes';
import type { WidgetComponent } from '../engine/widgetApi';
import { renderScreen } from '../testing/renderScreen';
import { Form } from './Form';
import { getDefaultRegistry } from './registry';

// The picker's modal frame as the app has it: not in the form's chunk, fetched after the first
// paint. Here the test decides when (and whether) it arrives.
const frame = vi.hoisted(() => ({
  Modal: undefined as unknown,
  arrival: Promise.resolve() as Promise<unknown>,
}));
vi.mock('../engine/afterPaint', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../engine/afterPaint')>()),
  afterContentPaint: vi.fn(),
  loadedModal: () => frame.Modal,
  loadModal: vi.fn(() => frame.arrival),
}));

const form = (kinds: string[]): WidgetNode => ({
  type: 'form',
  items: {
    literal: kinds.map((kind, index) => ({
      code: `f${index}`,
      title: kind === 'select' ? 'Plan' : 'Note',
      kind,
      options: [{ name: 'Basic' }, { name: 'Plus' }],
    })),
  },
  key: { var: 'item.code' },
  label: { var: 'item.title' },
  kind: { var: 'item.kind' },
  options: { var: 'item.options' },
  optionLabel: { var: 'item.name' },
  optionValue: { var: 'item.name' },
  valuesKey: 'values',
});

// The form from this file's imports, which see the mock (the registry's lazy import does not).
const registry = { ...getDefaultRegistry(), form: { load: async () => Form as WidgetComponent } };
const renderForm = (kinds: string[]) =>
  renderScreen(
    { id: 'pickerFrame', state: { values: {} }, body: [form(kinds)] },
    { preload: false, registry },
  );

beforeEach(() => {
  frame.Modal = undefined;
  vi.mocked(afterContentPaint).mockClear();
  vi.mocked(loadModal).mockClear();
});

describe('Form: the picker frame', () => {
  it.each([
    { kinds: ['select', 'text'], asks: true },
    { kinds: ['text'], asks: false },
  ])('fields $kinds: fetches the frame after the first paint: $asks', async ({ kinds, asks }) => {
    await renderForm(kinds);
    await screen.findByText(kinds[0] === 'select' ? 'Plan' : 'Note');
    // The form's effects run after its commit, which the text being there does not wait for.
    await act(async () => {});
    expect(loadModal).not.toHaveBeenCalled();
    const afterPaint = vi.mocked(afterContentPaint).mock.calls;
    expect(afterPaint.length).toBe(asks ? 1 : 0);
    act(() => afterPaint[0]?.[0]());
    expect(loadModal).toHaveBeenCalledTimes(asks ? 1 : 0);
  });

  it('a tap before the frame has arrived opens the picker when it does', async () => {
    let arrive = () => {};
    frame.arrival = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const user = userEvent.setup();
    await renderForm(['select']);
    await user.click(await screen.findByRole('button', { name: 'Plan Please select' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    frame.Modal = Modal;
    await act(async () => arrive());
    expect(await screen.findByRole('dialog', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Plus' })).toBeInTheDocument();
  });

  it('when the frame cannot load (offline), the borrower is told and no picker opens', async () => {
    frame.arrival = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    frame.arrival.catch(() => undefined);
    const user = userEvent.setup();
    await renderForm(['select']);
    await user.click(await screen.findByRole('button', { name: 'Plan Please select' }));
    expect(await screen.findByText(API_MESSAGES.network)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
