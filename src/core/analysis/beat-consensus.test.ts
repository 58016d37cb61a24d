import { describe, expect, it } from 'vitest';
import { beatConsensus } from './beat-consensus';

describe('beatConsensus', () => {
  it('boundaries move a quarter of the way to the median of the same beat in ≥ 4 leads', () => {
    const W = (type: 'P' | 'QRS' | 'T', on: number, peak: number, off: number) => ({ type, on, peak, off });
    // 500 Hz: QRS peaks within 60 ms (30 samples) are one beat. Onsets 100, 104, 108, 140 → median 104.
    const leads = {
      I: { waves: [W('QRS', 100, 120, 150), W('T', 300, 350, 400)] },
      II: { waves: [W('QRS', 104, 122, 154)] },
      III: { waves: [W('QRS', 108, 118, 158)] },
      V1: { waves: [W('QRS', 140, 145, 190), W('QRS', 1000, 1020, 1050)] },
    };
    const out = beatConsensus(leads, 500);
    expect(out.I.waves[0]).toEqual(W('QRS', 101, 120, 151)); // 0.75·100 + 0.25·104, 0.75·150 + 0.25·154
    expect(out.V1.waves[0]).toEqual(W('QRS', 131, 145, 181)); // the outlying lead moves most: 0.75·140 + 0.25·104
    expect(out.I.waves[1]).toEqual(W('T', 300, 350, 400)); // a T in one lead only: unchanged
    expect(out.V1.waves[1]).toEqual(W('QRS', 1000, 1020, 1050)); // another beat, alone
    expect(leads.I.waves[0]).toEqual(W('QRS', 100, 120, 150)); // the input is not modified
    const { V1: _, ...three } = leads;
    expect(beatConsensus(three, 500)).toEqual(three); // fewer than 4 leads: no consensus
  });
});
