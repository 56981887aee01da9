import { describe, expect, it } from 'vitest';
import { priorityImages } from './screenPlans';

describe('priorityImages: the main images index.html preloads for a route', () => {
  const image = (props: Record<string, unknown>) => ({ type: 'image', alt: 'x', ...props });
  it.each([
    ['a banner', [image({ src: '/a.svg', size: 'banner' })], ['/a.svg']],
    ['an image marked priority', [image({ src: '/hero.svg', priority: true })], ['/hero.svg']],
    [
      'an https banner',
      [image({ src: 'https://cdn.example/b.png', size: 'banner' })],
      ['https://cdn.example/b.png'],
    ],
    ['a banner that is not the main image', [image({ src: '/a.svg', size: 'banner', priority: false })], []],
    ['an image not marked', [image({ src: '/a.svg', size: 'full' })], []],
    ['a banner chosen by a formula', [image({ src: { var: 'data.banner' }, size: 'banner' })], []],
    ['a data: banner (nothing to fetch)', [image({ src: 'data:image/svg+xml,x', size: 'banner' })], []],
    ['a protocol-relative banner', [image({ src: '//cdn.example/b.png', size: 'banner' })], []],
    [
      'a main image deep in a stack',
      [
        {
          type: 'stack',
          children: [{ type: 'stack', children: [image({ src: '/deep.svg', priority: true })] }],
        },
      ],
      ['/deep.svg'],
    ],
  ])('%s', (_, body, expected) => {
    expect(priorityImages({ body })).toEqual(expected);
  });

  it('leaves out modals: they open later', () => {
    expect(
      priorityImages({ body: [], modals: { m: { body: [image({ src: '/m.svg', priority: true })] } } }),
    ).toEqual([]);
  });
});
