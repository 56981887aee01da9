// Runs alone: the device is read from the user agent once per page load (currentDevice).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/renderScreen';

const MESSENGER_ANDROID =
  'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/431.0.0.17.108;]';

describe('the device root of a screen', () => {
  it('is read from the user agent: formulas see the in-app browser and its name', async () => {
    // The first read of the page load is kept (currentDevice), so the user agent is set before it.
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(MESSENGER_ANDROID);
    await renderScreen({
      body: [
        {
          type: 'text',
          when: { var: 'device.inAppBrowser' },
          text: 'Open in browser from {{device.inAppBrowserName}}',
        },
        { type: 'text', when: { '!': { var: 'device.inAppBrowser' } }, text: 'Get it on Google Play' },
      ],
    });
    expect(await screen.findByText('Open in browser from Messenger')).toBeInTheDocument();
    expect(screen.queryByText('Get it on Google Play')).toBeNull();
  });
});
