import { describe, expect, it } from 'vitest';
import { SCRIPT_CATEGORIES, SCRIPT_DIFFICULTIES, SCRIPT_TEMPLATES } from './script-templates.ts';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('SCRIPT_TEMPLATES', () => {
  it('holds six templates, one per category in category order, with their six titles', () => {
    expect(SCRIPT_TEMPLATES.map((template) => template.category)).toEqual([...SCRIPT_CATEGORIES]);
    expect(SCRIPT_TEMPLATES.map((template) => template.title)).toEqual([
      'Quarterly Portfolio Review',
      'Market Update Briefing',
      'Retirement Planning Basics',
      'Tax-Loss Harvesting Explanation',
      'ESG Investment Overview',
      'Risk Tolerance Assessment',
    ]);
  });

  it('uses unique kebab-case ids', () => {
    const ids = SCRIPT_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every template a known difficulty, a reading time and tags', () => {
    for (const template of SCRIPT_TEMPLATES) {
      expect(SCRIPT_DIFFICULTIES).toContain(template.difficulty);
      expect(template.estimatedTime).toMatch(/^\d+-\d+ min$/);
      expect(template.tags.length).toBeGreaterThan(0);
      expect(template.description.trim()).not.toBe('');
    }
  });

  it('has scripts of at least 200 words', () => {
    for (const template of SCRIPT_TEMPLATES) {
      expect(wordCount(template.script), template.id).toBeGreaterThanOrEqual(200);
    }
  });
});
