import { describe, expect, it } from 'vitest';
import { studioViews } from './serviceStudio';
import { draftWith } from './testing/serviceFixtures';

const DRAFT = { base: '/', draft: 'd1' };
const PUBLISHED = { base: '/', draft: undefined };

describe('the views above the files, by studio and file', () => {
  it.each([
    ['the local studio, a screen', undefined, 'screens/aboutUs.json', ['changes', 'translations']],
    [
      'the local studio, a brand: no art (the service writes it)',
      undefined,
      'brands/kwartanow.json',
      ['changes', 'translations'],
    ],
    ['the published branch, a brand', PUBLISHED, 'brands/kwartanow.json', ['drafts', 'translations']],
    ['a draft, a brand: its art', DRAFT, 'brands/kwartanow.json', ['changes', 'translations', 'art']],
    ['a draft, a screen', DRAFT, 'screens/aboutUs.json', ['changes', 'translations']],
    ['a draft, no file', DRAFT, undefined, ['changes']],
  ] as const)('%s', (_, service, file, views) => {
    expect(studioViews(service, draftWith('editing', true), file).map((entry) => entry.view)).toEqual(views);
  });
});
