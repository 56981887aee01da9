// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateFixture } from '../language/api/apiSchemas';
import { defaultFixturesDir, listFixtureFiles } from './fixtureStore';
import { validateFixtureFiles } from './fixtureValidation';
import type { ParsedRequest } from './parseRequest';
import { sandboxRoutes } from './routes';
import {
  faultScenarios,
  faultsFor,
  fixtureCandidates,
  fixtureScenarios,
  requestScenarios,
} from './scenarios';

const fixtures = listFixtureFiles(defaultFixturesDir);

function request(parts: Partial<ParsedRequest>): ParsedRequest {
  return {
    method: 'GET',
    path: '/',
    query: {},
    headers: {},
    cookies: {},
    body: null,
    text: null,
    files: [],
    ...parts,
  };
}

describe('fixtures', () => {
  it('has a default.json for every JSON endpoint', () => {
    const withDefault = new Set(
      fixtures.filter((file) => file.scenario === 'default').map((file) => file.endpointId),
    );
    const json = sandboxRoutes.filter((route) => route.envelope !== 'image').map((route) => route.endpointId);
    expect(json.filter((id) => !withDefault.has(id))).toEqual([]);
  });

  it('names only routed endpoints and described scenarios', () => {
    const routed = new Set<string>(sandboxRoutes.map((route) => route.endpointId));
    const described = new Set(fixtureScenarios.map((scenario) => scenario.name));
    expect(fixtures.filter((file) => !routed.has(file.endpointId) || !described.has(file.scenario))).toEqual(
      [],
    );
  });

  it('has a fixture for every described scenario', () => {
    const used = new Set(fixtures.map((file) => file.scenario));
    expect(fixtureScenarios.filter((scenario) => !used.has(scenario.name))).toEqual([]);
  });

  it('matches the API schemas', () => {
    expect(validateFixtureFiles(defaultFixturesDir, validateFixture)).toEqual([]);
  });
});

describe('scenario choice', () => {
  it('orders query, header, cookie, then ids', () => {
    const names = requestScenarios(
      request({
        query: { scenario: 'a,b', orderId: 'order-200-delay0', productId: 'not-a-scenario' },
        headers: { 'x-sandbox-scenario': 'c' },
        cookies: { scenario: 'd' },
        body: { pd: 'rec-page' },
      }),
    );
    expect(names).toEqual(['a', 'b', 'c', 'd', 'order-200-delay0', 'rec-page']);
  });

  it('targets faults and fixtures at one endpoint', () => {
    const names = ['fault-500:uploadProblemImg', 'fault-slow', 'fault-upload:uploadProblemImg'];
    expect([...faultsFor(names, 'uploadProblemImg')]).toEqual(['fault-500', 'fault-slow']);
    expect([...faultsFor(names, 'getSid')]).toEqual(['fault-slow']);
    expect(fixtureCandidates(names, 'uploadProblemImg')).toEqual([
      'fault-500',
      'fault-slow',
      'fault-upload',
      'default',
    ]);
    expect(fixtureCandidates(names, 'getSid')).toEqual(['fault-slow', 'default']);
  });
});

describe('README', () => {
  it('describes every scenario', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const names = [...fixtureScenarios, ...faultScenarios].map((scenario) => scenario.name);
    expect(names.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
