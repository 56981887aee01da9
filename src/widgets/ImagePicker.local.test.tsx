import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetNode } from '../engine/screenTypes';
import { renderScreen } from '../testing/renderScreen';

const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

const picker: WidgetNode = {
  type: 'imagePicker',
  label: 'Photo',
  stateKey: 'photos',
  local: true,
  max: 1,
  addLabel: 'Choose a photo',
  imageAlt: 'Chosen photo',
};

function renderPicker() {
  return renderScreen({
    id: 'localPickerTest',
    title: 'Local picker test',
    state: { photos: [] },
    body: [picker, { type: 'text', text: { concat: ['count=', { len: { var: 'state.photos' } }] } }],
  });
}

describe('ImagePicker with local', () => {
  beforeEach(() => {
    callEndpoint.mockReset();
    localStorage.clear();
  });

  it('keeps the pick on the device as a data: URL and never calls an endpoint', async () => {
    const user = userEvent.setup();
    await renderPicker();
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: 'Chosen photo 1' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('count=1')).toBeInTheDocument();
    expect(callEndpoint).not.toHaveBeenCalled();
    // At the limit the add control goes; removing the photo brings it back for another pick.
    expect(screen.queryByLabelText('Choose a photo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByText('count=0')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a photo')).toBeInTheDocument();
  });

  it('still refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderPicker();
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('Please choose an image file.')).toBeInTheDocument();
    expect(screen.getByText('count=0')).toBeInTheDocument();
  });
});
