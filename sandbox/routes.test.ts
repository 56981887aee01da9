// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadApiSchemas } from '../language/api/apiSchemas';
import { findRoute, sandboxRoutes } from './routes';

describe('sandbox routes and API schemas', () => {
  const schemas = existsSync('schemas/api') ? loadApiSchemas() : { endpoints: {} };
  const endpoints = Object.values(schemas.endpoints);

  it.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    'routes %s at its x-endpoint path and method',
    (id, endpoint) => {
      const route = findRoute(endpoint.meta.path);
      expect(route?.endpointId).toBe(id);
      expect(route?.methods[0]).toBe(endpoint.meta.method);
      expect(route?.envelope).toBe(endpoint.meta.response === 'image' ? 'image' : endpoint.meta.client);
    },
  );

  it('has a schema for every route', () => {
    expect(sandboxRoutes.map((route) => route.endpointId).sort()).toEqual(
      endpoints.map((endpoint) => endpoint.id).sort(),
    );
  });
});
