// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stripAnnotations } from './stripAnnotations';

describe('stripAnnotations', () => {
  it('drops annotations at schema positions and keeps properties named like them', () => {
    const schema = {
      $id: 'x',
      title: 'X',
      description: 'root',
      'x-endpoint': { method: 'GET' },
      type: 'object',
      properties: {
        description: { type: 'string', description: 'a property named description' },
        title: { type: 'array', items: { type: 'string', description: 'item' } },
        map: { type: 'object', additionalProperties: { type: 'integer', tsType: 'number' } },
      },
      required: ['description', 'title'],
    };
    expect(stripAnnotations(schema)).toEqual({
      $id: 'x',
      type: 'object',
      properties: {
        description: { type: 'string' },
        title: { type: 'array', items: { type: 'string' } },
        map: { type: 'object', additionalProperties: { type: 'integer' } },
      },
      required: ['description', 'title'],
    });
  });
});
