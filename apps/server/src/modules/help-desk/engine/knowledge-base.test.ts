import { describe, expect, it } from 'vitest';
import { inLocale } from '../../../i18n/reader';
import { inReadersLanguage, janusKnowledgeBase } from './knowledge-base';

describe('janusKnowledgeBase', () => {
  it('has at least 35 entries with unique ids and alternative phrasings', () => {
    expect(janusKnowledgeBase.length).toBeGreaterThanOrEqual(35);
    const ids = janusKnowledgeBase.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of janusKnowledgeBase) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      expect(entry.phrasings.length, entry.id).toBeGreaterThanOrEqual(2);
      expect(entry.answer.trim().length, entry.id).toBeGreaterThan(40);
    }
  });

  // The widget renders only fenced code, inline code, links and '-' bullets (spec §2): anything
  // else would show up as stray symbols.
  it('answers in the markdown subset the widget renders', () => {
    for (const { id, answer, link } of janusKnowledgeBase) {
      expect(answer, id).not.toMatch(/\*\*|__|^#|^\s*[*+] |<[a-z/]/m);
      for (const [, href] of answer.matchAll(/\]\(([^)]*)\)/g)) {
        expect(href, id).toMatch(/^(?:\/(?!\/)|https:\/\/)/);
      }
      if (link) expect(link.href, id).toMatch(/^\/(?!\/)/);
    }
  });

  it('keeps the platform constants the spec and the economy fix', () => {
    const answer = (id: string) => janusKnowledgeBase.find((entry) => entry.id === id)?.answer;
    expect(answer('premium-hair')).toContain('10000 achievement points');
    expect(answer('educator-clipboard')).toContain('10 most recent');
    expect(answer('session-expiry')).toContain('15 minutes');
    expect(answer('themes')).toMatch(/Light[\s\S]*Dark[\s\S]*High contrast/);
    expect(answer('screenshot-privacy')).toMatch(/Only you and Sparked staff/);
  });

  // A translation that changed a link's target or a key to press would send the learner astray.
  it("keeps every link's target and every code span in each translation", () => {
    const marks = (answer: string) =>
      Array.from(answer.matchAll(/\]\([^)]*\)|`[^`]*`/g), ([mark]) => mark).sort();
    for (const entry of janusKnowledgeBase) {
      const filipino = inLocale('fil', () => inReadersLanguage(entry));
      expect(filipino.answer, entry.id).not.toBe(entry.answer);
      expect(marks(filipino.answer), entry.id).toEqual(marks(entry.answer));
    }
  });
});
