import { describe, expect, it } from 'vitest';
import { inServerLanguage, wantsFilipino } from './serverLanguage';

describe('the server text in the borrower language', () => {
  it.each([
    ['fil-PH, fil;q=0.9, en;q=0.5', true],
    ['fil', true],
    ['tl-PH,en;q=0.8', true],
    ['en-PH, en;q=0.9', false],
    ['en-US,fil;q=0.9', false],
    ['film', false],
    [undefined, false],
  ])('%s asks for Filipino: %s', (header, expected) => {
    expect(wantsFilipino(header)).toBe(expected);
  });

  it('translates the strings it knows, anywhere in the answer, and leaves values alone', () => {
    const answer = {
      code: 0,
      data: {
        noticeStatusText: 'Due soon',
        detail: [{ text: 'Loan amount', value: '₱5,000.00' }],
        id: 'Term-1',
      },
    };
    expect(inServerLanguage(answer, 'fil-PH, fil;q=0.9, en;q=0.5')).toEqual({
      code: 0,
      data: {
        noticeStatusText: 'Malapit na ang takdang araw',
        detail: [{ text: 'Halaga ng utang', value: '₱5,000.00' }],
        id: 'Term-1',
      },
    });
    expect(inServerLanguage(answer, 'en-PH, en;q=0.9')).toBe(answer);
  });
});
