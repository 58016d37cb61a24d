import { describe, expect, it } from 'vitest';
import { simulateEcg } from './index';

const QUIET = { whiteMv: 0, emgMv: 0, baselineMv: 0, powerlineMv: 0 };
const ms = (samples: number): number => samples * 2; // fs 500

describe('simulateEcg: AV block and flutter', () => {
  it('Mobitz I: PR lengthens beat by beat, then a P wave is not conducted', () => {
    const { truth } = simulateEcg({ avBlock: 'mobitz1', avBlockRatio: 4, hrBpm: 80, prMs: 180, rrVariability: 0, durationS: 20, noise: QUIET }, 3);
    const blocked = truth.pWaves.filter((p) => !p.conducted);
    expect(blocked.length).toBeGreaterThanOrEqual(5);
    const prs = truth.beats.map((b) => ms(b.qrsOn - (b.pOn as number)));
    // Each group: 180, ~252, ~292 ms; the PR after a dropped P is back to 180.
    expect(Math.min(...prs)).toBeGreaterThanOrEqual(178);
    expect(Math.max(...prs)).toBeGreaterThan(280);
    for (const bp of blocked) {
      const next = truth.beats.find((b) => (b.pOn as number) > bp.pOn);
      if (next) expect(Math.abs(ms(next.qrsOn - (next.pOn as number)) - 180)).toBeLessThanOrEqual(2);
      const prev = [...truth.beats].reverse().find((b) => (b.pOn as number) < bp.pOn);
      if (prev) expect(ms(prev.qrsOn - (prev.pOn as number))).toBeGreaterThan(280);
    }
    expect(truth.findings).toContain('second_degree_av_block');
    // Group beating: the RR spanning the dropped P is the longest, RR shortens within a group.
    const rr = truth.beats.slice(1).map((b, i) => ms(b.qrsOn - truth.beats[i].qrsOn));
    expect(Math.max(...rr)).toBeGreaterThan(1.5 * Math.min(...rr));
    // Mean ventricular rate: 3 of 4 P waves conducted at 80/min = 60/min.
    const span = ms(truth.beats[truth.beats.length - 1].qrsOn - truth.beats[0].qrsOn) / 1000;
    expect(Math.abs((60 * (truth.beats.length - 1)) / span - 60)).toBeLessThan(6);
  });

  it('Mobitz II: constant PR, every n-th P dropped', () => {
    const { truth } = simulateEcg({ avBlock: 'mobitz2', avBlockRatio: 3, hrBpm: 90, prMs: 170, noise: QUIET }, 3);
    const prs = truth.beats.map((b) => ms(b.qrsOn - (b.pOn as number)));
    expect(Math.max(...prs) - Math.min(...prs)).toBeLessThanOrEqual(2);
    const conducted = truth.pWaves.filter((p) => p.conducted).length;
    const blocked = truth.pWaves.length - conducted;
    expect(Math.abs(conducted - 2 * blocked)).toBeLessThanOrEqual(2);
    expect(truth.findings).toContain('second_degree_av_block');
  });

  it('complete block: P waves and escape QRS are independent, atrial rate > ventricular', () => {
    const { truth } = simulateEcg({ avBlock: 'complete', hrBpm: 80, escapeRateBpm: 38, durationS: 20, noise: QUIET }, 5);
    expect(truth.beats.every((b) => b.pOn === null)).toBe(true);
    expect(truth.pWaves.every((p) => !p.conducted)).toBe(true);
    expect(truth.pWaves.length).toBeGreaterThan(2 * truth.beats.length - 2);
    // No fixed P-to-QRS relation: the interval from the latest P onset to each QRS varies widely.
    const gaps = truth.beats.map((b) => {
      const before = truth.pWaves.filter((p) => p.pOn < b.qrsOn);
      return before.length ? ms(b.qrsOn - before[before.length - 1].pOn) : null;
    }).filter((g): g is number => g !== null);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeGreaterThan(200);
    expect(truth.findings).toEqual(expect.arrayContaining(['third_degree_av_block', 'sinus_rhythm']));
    expect(truth.pr_ms).toBeNull();
    expect(Math.abs(truth.hr_bpm - 38)).toBeLessThan(2);
  });

  it('atrial flutter 2:1: regular RR at half the flutter rate, sawtooth baseline, no P waves', () => {
    const { record, truth } = simulateEcg({ rhythm: 'flutter', flutterRateBpm: 300, flutterConduction: 2, noise: QUIET }, 7);
    const rr = truth.beats.slice(1).map((b, i) => ms(b.qrsOn - truth.beats[i].qrsOn));
    for (const x of rr) expect(Math.abs(x - 400)).toBeLessThanOrEqual(2);
    expect(truth.beats.every((b) => b.pOn === null)).toBe(true);
    expect(truth.findings).toContain('atrial_flutter');
    expect(truth.atrial_rate_bpm).toBe(300);
    // Between T end and the next QRS, lead II keeps moving (flutter waves, ~0.2 mV peak to peak).
    const ii = record.leads[1].samples;
    const b = truth.beats[3];
    const seg = Array.from(ii.subarray((b.tOff as number) + 2, truth.beats[4].qrsOn - 2));
    expect(Math.max(...seg) - Math.min(...seg)).toBeGreaterThan(0.1);
  });
});
