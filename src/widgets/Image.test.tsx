import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../api';
import { renderScreen } from '../testing/renderScreen';

const callEndpoint = vi.fn();
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

const captcha = {
  type: 'image',
  endpoint: 'captcha',
  params: { sid: { var: 'state.sid' } },
  refresh: { var: 'state.version' },
  alt: 'Image code, tap to refresh',
  onClick: [{ type: 'setState', values: { version: { '+': [{ var: 'state.version' }, 1] } } }],
};

function imageUrl(name: string): URL {
  const img = screen.getByRole('button', { name }).querySelector('img');
  return new URL(img?.getAttribute('src') ?? '', 'http://app.test');
}

describe('Image', () => {
  it('loads an image endpoint with its params and loads a new one when refresh changes', async () => {
    await renderScreen({ state: { sid: 'sid-1', version: 0 }, body: [captcha] });
    const first = imageUrl('Image code, tap to refresh');
    expect(first.pathname).toBe(`${API_BASE}/promotion/captcha`);
    expect(first.searchParams.get('sid')).toBe('sid-1');
    expect(first.searchParams.get('_r')).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Image code, tap to refresh' }));
    const second = imageUrl('Image code, tap to refresh');
    expect(second.searchParams.get('_r')).toBe('1');
    expect(second.searchParams.get('sid')).toBe('sid-1');
  });

  it('draws nothing for an endpoint that is not an image endpoint', async () => {
    await renderScreen({ body: [{ type: 'image', endpoint: 'getSid', alt: 'Not an image' }] });
    expect(screen.queryByRole('img', { name: 'Not an image' })).toBeNull();
  });

  it('still draws a src image', async () => {
    await renderScreen({ body: [{ type: 'image', src: '/landing/a.svg', alt: 'Promo' }] });
    expect(screen.getByRole('img', { name: 'Promo' })).toHaveAttribute('src', '/landing/a.svg');
  });

  it('a tapped image is busy and disabled while its slow call runs, so a double tap calls once', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    callEndpoint.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderScreen({
      body: [
        {
          type: 'image',
          src: '/landing/a.svg',
          alt: 'Claim the coupon',
          onClick: [{ type: 'call', endpoint: 'repaymentCommit' }],
        },
      ],
    });
    const button = screen.getByRole('button', { name: 'Claim the coupon' });
    await user.dblClick(button);
    expect(callEndpoint).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ ok: true, data: null, message: '', code: '00' }));
    expect(button).toBeEnabled();
  });
});

describe('Image keeps its box and loads the main image first', () => {
  const img = (name: string) => screen.getByRole('img', { name });

  it.each([
    {
      name: 'a banner: its box from width and height, loaded at once with high priority',
      node: { type: 'image', size: 'banner', src: '/b.svg', alt: 'Due soon', width: 700, height: 240 },
      expected: {
        width: '700',
        height: '240',
        loading: null,
        fetchpriority: 'high',
        ratio: '700 / 240',
        frame: '34.285714285714285%',
      },
    },
    {
      name: 'a full image further down: its box, loaded lazily',
      node: { type: 'image', src: '/p.svg', alt: 'Promo', width: 600, height: 800 },
      expected: {
        width: '600',
        height: '800',
        loading: 'lazy',
        fetchpriority: null,
        ratio: '600 / 800',
        frame: '133.33333333333331%',
      },
    },
    {
      name: 'a full image marked as the main one',
      node: { type: 'image', src: '/h.svg', alt: 'Hero', width: 750, height: 460, priority: true },
      expected: {
        width: '750',
        height: '460',
        loading: null,
        fetchpriority: 'high',
        ratio: '750 / 460',
        frame: '61.33333333333333%',
      },
    },
    {
      name: 'a logo: its box from its size',
      node: { type: 'image', size: 'logo', src: '/l.svg', alt: 'Logo' },
      expected: { width: null, height: null, loading: 'lazy', fetchpriority: null, ratio: '', frame: '' },
    },
  ])('$name', async ({ node, expected: { ratio, frame, ...attributes } }) => {
    await renderScreen({ body: [node] });
    const element = img(node.alt);
    for (const [attribute, value] of Object.entries(attributes))
      expect(element.getAttribute(attribute), attribute).toBe(value);
    // The box keeps the screen's proportions once the image has arrived, whatever its own shape.
    expect(element.style.aspectRatio).toBe(ratio);
    // In engines without `aspect-ratio` the frame around it keeps them: its height, as a
    // percentage of its width (content.css).
    expect(element.parentElement?.style.getPropertyValue('--image-ratio')).toBe(frame);
  });

  it('a banner that is a button keeps its width, the button named by its alt text', async () => {
    const node = { type: 'image', size: 'banner', src: '/b.svg', alt: 'Due soon', width: 700, height: 240 };
    await renderScreen({ body: [{ ...node, onClick: [{ type: 'setState', values: { seen: true } }] }] });
    const button = screen.getByRole('button', { name: 'Due soon' });
    // content.css draws `.image-button-banner` as a block as wide as its container.
    expect(button).toHaveClass('image-button', 'image-button-banner');
    expect(img('Due soon').parentElement?.style.getPropertyValue('--image-ratio')).toBe(
      '34.285714285714285%',
    );
  });
});
