// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpointUrl } from './endpointUrl';

describe('endpointUrl', () => {
  it('builds the captcha image URL with common parameters and its own', () => {
    const url = endpointUrl(
      'captcha',
      { sid: 'a b' },
      { baseURL: '/api', session: () => ({ sessionId: 's', deviceId: 'd', orderId: '9', building: 'b' }) },
    );
    expect(url).toBe('/api/promotion/captcha?deviceId=d&sessionId=s&sid=a+b');
  });

  it('has no query when there is nothing to add', () => {
    expect(endpointUrl('captcha', { sid: '' }, { baseURL: 'http://h/api', session: () => ({}) })).toBe(
      'http://h/api/promotion/captcha?sid=',
    );
  });
});
