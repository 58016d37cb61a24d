import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainTypography } from './plain-typography';

describe('plainTypography', () => {
  it('makes entities, special spaces, hyphens, full-width and bold digits plain', () => {
    expect(plainTypography('QRS &gt; 120&nbsp;ms &amp; PR&#160;160 &#x2212;5°').text).toBe('QRS > 120 ms & PR 160 −5°');
    expect(plainTypography('HR：９２ bpm（sinus）').text).toBe('HR:92 bpm(sinus)');
    expect(plainTypography('𝟯 PVCs, non\u2011conducted, chan\u00adges, 1\u2009300 µV, 72\u202fbpm').text).toBe('3 PVCs, non-conducted, changes, 1300 µV, 72 bpm');
    expect(plainTypography('progres-\nsive PR; ST-\nSegment').text).toBe('progressive PR; ST-\nSegment');
    // a control character or a surrogate written as an entity stays as written
    expect(plainTypography('&#0; &#xD800;').text).toBe('&#0; &#xD800;');
  });
  it('maps every character back to the original, in order', () => {
    const original = 'Rate ~140&nbsp;bpm, 𝟯 PVCs';
    const t = plainTypography(original);
    const at = t.text.indexOf('bpm');
    expect(original.slice(t.map[at], t.map[at + 3 - 1] + 1)).toBe('bpm');
    expect(original.slice(t.map[t.text.indexOf('3')], t.map[t.text.indexOf('3')] + 2)).toBe('𝟯');
  });
  it('keeps a monotone map of the right length on any text', () => {
    const chars = fc.constantFrom('a', '1', ' ', '&', ';', '#', 'n', 'b', 's', 'p', '\u00ad', '\u2009', '\uff19', '-', '\n', '𝟯', 'x', 'g', 't');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 60 }).map((a) => a.join('')), (s) => {
        const t = plainTypography(s);
        expect(t.map.length).toBe(t.text.length + 1);
        for (let i = 1; i < t.map.length; i++) expect(t.map[i]).toBeGreaterThanOrEqual(t.map[i - 1]);
        expect(t.map[t.map.length - 1]).toBe(s.length);
      }),
    );
  });
});
