import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArtPanel } from './ArtPanel';
import { fakeFetch } from './testing/fakeFetch';

afterEach(() => vi.unstubAllGlobals());

const ICON = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>';

function renderArt(readOnly?: string) {
  const onSaved = vi.fn();
  render(createElement(ArtPanel, { brandFile: 'brands/kwartanow.json', readOnly, onSaved }));
  return onSaved;
}

describe("ArtPanel: a brand's picture, written into the draft", () => {
  it('sends the picture under its name in the brand’s folder, says it replaced one, and reloads the previews', async () => {
    const { requests } = fakeFetch({
      'POST /__studio/api/art': { body: { saved: true, file: 'brands/kwartanow/icon.svg', replaced: true } },
    });
    const onSaved = renderArt();
    await userEvent.upload(
      screen.getByLabelText('Picture'),
      new File([ICON], 'icon.svg', { type: 'image/svg+xml' }),
    );
    // The picture's own name, until the person writes another.
    expect(screen.getByRole('textbox', { name: 'File name under brands/kwartanow/' })).toHaveValue(
      'icon.svg',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByText('Replaced brands/kwartanow/icon.svg')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    const body = requests[0]?.body as { file: string; data: string };
    expect(body.file).toBe('brands/kwartanow/icon.svg');
    expect(Buffer.from(body.data, 'base64').toString('utf8')).toBe(ICON);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows why the service refused it, and reloads nothing', async () => {
    fakeFetch({
      'POST /__studio/api/art': {
        status: 422,
        body: { saved: false, message: 'the SVG holds a <script>: art is a picture only' },
      },
    });
    const onSaved = renderArt();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'File name under brands/kwartanow/' }),
      'banners/due.svg',
    );
    await userEvent.upload(
      screen.getByLabelText('Picture'),
      new File([ICON], 'x.svg', { type: 'image/svg+xml' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: the SVG holds a <script>: art is a picture only',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('takes nothing where the person may not write', () => {
    renderArt('Read-only: this draft is Ana’s.');
    expect(screen.getByLabelText('Picture')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save picture' })).toBeDisabled();
    expect(screen.getByText(/Read-only: this draft is Ana’s\./)).toBeInTheDocument();
  });
});
