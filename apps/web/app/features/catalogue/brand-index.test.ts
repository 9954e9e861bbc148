import { describe, expect, it } from 'vitest';
import { activeLetter, groupByLetter, jumpTarget, letterOf } from './brand-index';

describe('brand index', () => {
  it('files names by first letter, folding case and accents, others under #', () => {
    expect(letterOf('adidas')).toBe('A');
    expect(letterOf('Émile')).toBe('E');
    expect(letterOf('3 Stripes')).toBe('#');
    expect(letterOf('  zeta')).toBe('Z');
  });

  it('groups in A–Z order, then #, sorted within a letter ignoring case', () => {
    const groups = groupByLetter(['beta', '9s', 'Alpha', 'anchor', 'Bravo'], (s) => s);
    expect(groups).toEqual([
      { letter: 'A', items: ['Alpha', 'anchor'] },
      { letter: 'B', items: ['beta', 'Bravo'] },
      { letter: '#', items: ['9s'] },
    ]);
  });

  it('leaves 48 px above a section it jumps to, never above the page', () => {
    expect(jumpTarget(500, 1000)).toBe(1452);
    expect(jumpTarget(10, 0)).toBe(0);
  });

  it('highlights the last section within the 200 px band, else the first', () => {
    const at = (tops: number[]) => activeLetter(tops.map((top, i) => ({ letter: 'ABC'[i]!, top })));
    expect(at([300, 900, 1500])).toBe('A');
    expect(at([-400, 150, 700])).toBe('B');
    expect(at([-900, -300, 200])).toBe('C');
    expect(at([-900, -300, 201])).toBe('B');
    expect(activeLetter([])).toBeUndefined();
  });
});
