import { describe, expect, it } from 'vitest';
import { PRERENDER_PENDING, pendingDraw, pendingWhileLoading } from './pendingRoots';

const loading = pendingWhileLoading(true, false);

describe('pendingDraw', () => {
  it.each([
    {
      name: 'nothing pending: the node',
      node: { type: 'text', $reads: ['data'] },
      pending: undefined,
      draw: 'node',
    },
    {
      name: 'reads an answer on its way: a skeleton',
      node: { type: 'text', $reads: ['data'] },
      pending: loading,
      draw: 'skeleton',
    },
    {
      name: 'reads the query, while answers come: the node',
      node: { type: 'text', $reads: ['query'] },
      pending: loading,
      draw: 'node',
    },
    {
      name: 'reads the query, in the prerender: a skeleton',
      node: { type: 'text', $reads: ['query'] },
      pending: PRERENDER_PENDING,
      draw: 'skeleton',
    },
    {
      name: 'after a widget of unknown size: not yet',
      node: { type: 'text', $before: ['data'] },
      pending: loading,
      draw: 'none',
    },
    {
      name: 'its `when` on an answer: not yet',
      node: { type: 'stack', $whenReads: ['data'] },
      pending: loading,
      draw: 'none',
    },
    {
      name: 'an image whose `when` is on an answer: its box',
      node: { type: 'image', $whenReads: ['data'] },
      pending: loading,
      draw: 'box',
    },
    {
      name: 'the device is drawn as a phone’s browser',
      node: { type: 'text', $reads: ['device'] },
      pending: PRERENDER_PENDING,
      draw: 'node',
    },
    {
      name: 'state onLoad sets, while it runs',
      node: { type: 'text', $reads: ['state'] },
      pending: pendingWhileLoading(false, true),
      draw: 'skeleton',
    },
  ])('$name', ({ node, pending, draw }) => {
    expect(pendingDraw(node, pending)).toBe(draw);
  });

  it('nothing is pending once the answers are here and onLoad has set up', () => {
    expect(pendingWhileLoading(false, false)).toBeUndefined();
  });
});
