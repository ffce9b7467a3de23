// The model projection under a small budget (docs/contract.md section 7): controls first, regions whole in
// priority order, general text last and without passages the shown regions already carry.
import type { Partition, ProjectionCase } from './types.js';

const cases: ProjectionCase[] = [
  {
    kind: 'projection',
    id: 'crowded-1500',
    description: 'A crowded page at 1,500 bytes: every control first, the top regions in priority order, no region text twice.',
    page: 'small-budget/crowded.html',
    budgetBytes: 1500,
    expect: {
      observationExceedsBudgetBy: 3,
      allControlsShown: true,
      regionsDropped: true,
      leadingRegionKinds: ['dialog', 'alert', 'status', 'form'],
      headerCountsOmittedRegions: true,
      noRegionTextRepeated: true,
    },
  },
  {
    kind: 'projection',
    id: 'crowded-800',
    description: 'The same page at 800 bytes still fits, keeps the dialog first and repeats no region text.',
    page: 'small-budget/crowded.html',
    budgetBytes: 800,
    expect: {
      observationExceedsBudgetBy: 6,
      regionsDropped: true,
      leadingRegionKinds: ['dialog'],
      headerCountsOmittedRegions: true,
      noRegionTextRepeated: true,
    },
  },
  {
    kind: 'projection',
    id: 'shop-4000',
    description: 'A small page under a roomy budget: every control is shown and no region text appears twice.',
    page: 'basic/shop.html',
    budgetBytes: 4000,
    expect: { allControlsShown: true, noRegionTextRepeated: true },
  },
];

export const smallBudget: Partition = {
  id: 'small-budget',
  description: 'Model projection under a byte budget: controls first, regions by priority, text last, nothing twice.',
  cases,
};
