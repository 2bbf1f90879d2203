// Integrity of the customer-style evaluation descriptions (apps/api/eval/luca-cases.*.json):
// each one of dev and test sits in the part its hash gives, its labels are real CNAE 2.3 subclasses with
// their official titles, its source row exists and maps to the label, and the ambiguous ones
// cover every confusion pattern. It never runs the engine on them.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partProblems } from '../../../eval/case-checks.js';
import { CASE_PATTERNS, caseFile, casePart, readCases, type LucaCase } from '../../../eval/luca-cases.js';

const dev = readCases('dev');
const test = readCases('test');
// The second frozen test part (written after the eleventh round of issue 25), when present.
const test2 = existsSync(caseFile('test-2')) ? readCases('test-2') : [];
const all: LucaCase[] = [...dev, ...test, ...test2];

describe('Luca evaluation descriptions', () => {
  it('splits by the hash rule (values computed by hand with sha256)', () => {
    // sha256('luca-cases-v1\nvendo bolo') starts 46809cb8 = 1182833848; mod 100 = 48 -> test.
    expect(casePart('vendo bolo')).toBe('test');
    expect(dev.every((item) => casePart(item.text) === 'dev')).toBe(true);
    expect(test.every((item) => casePart(item.text) === 'test')).toBe(true);
  });

  it('has at least 600 distinct descriptions, about 40% of the first 747 (split by the hash) in the development part', () => {
    expect(all.length).toBeGreaterThanOrEqual(600);
    expect(new Set(all.map((item) => item.text)).size).toBe(all.length);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    // Ids 1-747 were split by the hash; 748-855 and 1401-1580 were written for the dev part
    // (README.md, "The grown dev part" and "The dev part grown again").
    const split = (items: LucaCase[]) => items.filter((item) => item.id <= 747).length;
    const share = split(dev) / (split(dev) + split(test));
    expect(share).toBeGreaterThan(0.33);
    expect(share).toBeLessThan(0.47);
  });

  it('labels with existing subclasses and their official titles, from a real source row that maps to the label (case-checks.ts)', () => {
    expect(partProblems(all)).toEqual([]);
  });

  it('has at least five ambiguous descriptions per confusion pattern, each asking between 2 to 4 subclasses', () => {
    const ambiguous = all.filter((item) => item.ambiguous);
    for (const pattern of CASE_PATTERNS) {
      expect(ambiguous.filter((item) => item.pattern === pattern).length, pattern).toBeGreaterThanOrEqual(5);
    }
    for (const item of ambiguous) {
      expect(item.askBetween!.length).toBeGreaterThanOrEqual(2);
      expect(item.askBetween!.length).toBeLessThanOrEqual(4);
      expect(item.expected).toEqual(item.askBetween);
    }
  });
});
