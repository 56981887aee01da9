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
  label: 'Evidence images',
  stateKey: 'images',
  endpoint: 'uploadProblemImg',
  field: 'problemImage',
  url: { var: 'result.data.url' },
  max: 2,
  maxBytes: 1000,
  successToast: 'Upload succeeded!',
  tooLargeText: 'Too large',
};

function png(name: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

function uploaded(url: string) {
  return { ok: true, data: { url }, message: 'ok', code: '00' };
}

function renderPicker() {
  return renderScreen({
    id: 'pickerTest',
    title: 'Picker test',
    state: { images: [] },
    body: [picker, { type: 'text', text: { concat: ['urls=', { join: [{ var: 'state.images' }, ','] }] } }],
  });
}

describe('ImagePicker', () => {
  beforeEach(() => {
    callEndpoint.mockReset();
    localStorage.clear();
  });

  it('uploads each pick through the endpoint and shows a thumbnail and the success toast', async () => {
    const user = userEvent.setup();
    callEndpoint.mockResolvedValueOnce(uploaded('/u/1.png'));
    await renderPicker();
    const group = screen.getByRole('group', { name: 'Evidence images' });
    expect(group).toBeInTheDocument();
    const file = png('a.png');
    await user.upload(screen.getByLabelText('Add image'), file);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/u/1.png');
    expect(callEndpoint).toHaveBeenCalledWith('uploadProblemImg', { problemImage: file });
    expect(screen.getByText('Upload succeeded!')).toBeInTheDocument();
    expect(screen.getByText('urls=/u/1.png')).toBeInTheDocument();
  });

  it('accepts images only, refusing other types and files over the size limit without a call', async () => {
    await renderPicker();
    const input = screen.getByLabelText('Add image');
    expect(input).toHaveAttribute('accept', 'image/*');
    // userEvent honours `accept` by default; a permissive system picker may not, so the type is checked again.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(screen.getByText('Please choose an image file.')).toBeInTheDocument();
    await user.upload(input, png('big.png', 5000));
    expect(screen.getByText('Too large')).toBeInTheDocument();
    expect(callEndpoint).not.toHaveBeenCalled();
  });

  it('removes an image by its numbered button and hides the add control at the limit', async () => {
    const user = userEvent.setup();
    callEndpoint.mockResolvedValueOnce(uploaded('/u/1.png')).mockResolvedValueOnce(uploaded('/u/2.png'));
    await renderPicker();
    await user.upload(screen.getByLabelText('Add image'), png('a.png'));
    await screen.findByRole('img', { name: 'Image 1' });
    await user.upload(screen.getByLabelText('Add image'), png('b.png'));
    await screen.findByRole('img', { name: 'Image 2' });
    expect(screen.queryByLabelText('Add image')).not.toBeInTheDocument();
    expect(screen.getByText('2/2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByText('urls=/u/2.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Add image')).toBeInTheDocument();
  });

  it('keeps the images already uploaded when an upload fails', async () => {
    const user = userEvent.setup();
    callEndpoint
      .mockResolvedValueOnce(uploaded('/u/1.png'))
      .mockResolvedValueOnce({ ok: false, kind: 'server', code: '01', message: 'Image upload failed' });
    await renderPicker();
    await user.upload(screen.getByLabelText('Add image'), png('a.png'));
    await screen.findByRole('img', { name: 'Image 1' });
    await user.upload(screen.getByLabelText('Add image'), png('b.png'));
    expect(await screen.findByLabelText('Add image')).toBeInTheDocument();
    expect(screen.getByText('urls=/u/1.png')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Image 2' })).not.toBeInTheDocument();
  });
});
