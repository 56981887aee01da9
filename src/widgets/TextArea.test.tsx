import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScreenDef, WidgetNode } from '../engine/screenTypes';
import { renderScreen } from '../testing/renderScreen';

const area: WidgetNode = {
  type: 'textArea',
  label: 'Description',
  stateKey: 'description',
  placeholder: 'Tell us what happened',
  maxLength: 10,
};

async function renderArea(extra: Partial<ScreenDef> = {}) {
  await renderScreen({
    id: 'areaTest',
    title: 'Text area test',
    state: { description: '' },
    body: [area, { type: 'text', text: 'state={{state.description}}' }],
    ...extra,
  });
  return screen.getByRole('textbox', { name: 'Description' });
}

describe('TextArea', () => {
  beforeEach(() => localStorage.clear());

  it('is a labelled text box with its placeholder and a counter', async () => {
    const box = await renderArea();
    expect(box).toHaveAttribute('placeholder', 'Tell us what happened');
    expect(box).toHaveAccessibleDescription('0/10');
  });

  it('writes to state and counts characters', async () => {
    const user = userEvent.setup();
    const box = await renderArea();
    await user.type(box, 'hello');
    expect(screen.getByText('state=hello')).toBeInTheDocument();
    expect(screen.getByText('5/10')).toBeInTheDocument();
  });

  it('ignores typed input past the maximum', async () => {
    const user = userEvent.setup();
    const box = await renderArea();
    await user.type(box, 'abcdefghijKLM');
    expect(box).toHaveValue('abcdefghij');
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it('cuts a paste to the maximum', async () => {
    const user = userEvent.setup();
    const box = await renderArea();
    await user.click(box);
    await user.paste('0123456789ABCDEF');
    expect(box).toHaveValue('0123456789');
    expect(screen.getByText('state=0123456789')).toBeInTheDocument();
  });

  it('starts from a persisted draft and keeps what is typed', async () => {
    localStorage.setItem('areaTest.description', JSON.stringify('draft'));
    const user = userEvent.setup();
    const box = await renderArea({ persist: ['description'] });
    expect(box).toHaveValue('draft');
    await user.type(box, '!');
    expect(localStorage.getItem('areaTest.description')).toBe(JSON.stringify('draft!'));
  });
});
