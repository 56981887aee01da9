// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fixtureDrift, isSuccessEnvelope, loadApiSchemas, PROJECT_ROOT, validateFixture } from './apiSchemas';
import cases from './validateFixture.cases.json';

describe('validateFixture', () => {
  it.each(cases)('$name', (testCase) => {
    expect(validateFixture(testCase.endpoint, testCase.body)).toEqual(testCase.errors);
    // An open enum (x-open) takes any value of its type; one outside its list is named, not refused.
    expect(fixtureDrift(testCase.endpoint, testCase.body)).toEqual('drift' in testCase ? testCase.drift : []);
  });
});

describe('loadApiSchemas', () => {
  const api = loadApiSchemas(PROJECT_ROOT);

  it('reads every endpoint with its wire metadata and both envelopes', () => {
    expect(api.endpoints.loanDetails?.meta).toEqual({
      method: 'GET',
      path: '/v3/loan-details/loan-details',
      client: 'common',
      body: 'query',
      response: 'json',
    });
    expect(api.endpoints.uploadProblemImg?.meta.body).toBe('multipart');
    expect(api.endpoints.quvo?.meta.client).toBe('variant');
    expect(api.endpoints.captcha?.meta.response).toBe('image');
    expect(api.envelopes.common.$id).toBe('envelope.common');
    expect(api.envelopes.variant.$id).toBe('envelope.variant');
  });

  it('gives every property of every schema a description', () => {
    const missing: string[] = [];
    const walk = (schema: unknown, path: string): void => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as Record<string, unknown>;
      if (typeof node.description !== 'string' || node.description === '') missing.push(path);
      const properties = (node.properties ?? {}) as Record<string, unknown>;
      for (const [name, sub] of Object.entries(properties)) walk(sub, `${path}/${name}`);
      if (typeof node.items === 'object') walk(node.items, `${path}/items`);
      if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}/*`);
    };
    for (const endpoint of Object.values(api.endpoints)) {
      walk(endpoint.request, `${endpoint.id}/request`);
      walk(endpoint.data, `${endpoint.id}/data`);
    }
    expect(missing).toEqual([]);
  });
});

describe('isSuccessEnvelope', () => {
  it.each([
    ['common', { code: 0 }, true],
    ['common', { code: '0' }, true],
    ['common', { code: '00' }, true],
    ['common', { code: '' }, false],
    ['common', { code: 101 }, false],
    ['common', { code: '-1' }, false],
    ['variant', { status: '00' }, true],
    ['variant', { status: '0' }, false],
  ] as const)('%s %j → %s', (client, body, expected) => {
    expect(isSuccessEnvelope(client, body)).toBe(expected);
  });
});
