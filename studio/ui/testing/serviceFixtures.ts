import type { Draft, DraftStatus, StudioMe, StudioRole } from '../../serviceTypes';

/** The person signed in, in component tests of the service's views. */
export function meWith(roles: StudioRole[]): StudioMe {
  return { email: 'ana@lender.ph', name: 'Ana', roles, branch: 'main' };
}

/** A draft by Ana (`author`) or by Ben, in `status`. */
export function draftWith(status: DraftStatus, author: boolean, overrides: Partial<Draft> = {}): Draft {
  return {
    id: 'd1',
    title: 'Clearer repay button',
    branch: 'studio/d1',
    author: author ? { email: 'ana@lender.ph', name: 'Ana' } : { email: 'ben@lender.ph', name: 'Ben' },
    createdAt: '2025-01-02T03:04:05Z',
    status,
    notes: [],
    files: ['screens/orderDetails.json'],
    ...overrides,
  };
}
