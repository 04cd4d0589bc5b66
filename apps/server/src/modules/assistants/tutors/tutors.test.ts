import { describe, expect, it } from 'vitest';
import { inLocale } from '../../../i18n/reader';
import { explainMaths, explainSteps, expressionIn } from './maths-explainer';
import { studyWith } from './study-buddy';
import { coachWriting } from './writing-coach';

describe('the maths explainer', () => {
  it('works a calculation out in the order of operations, one step a line', () => {
    expect(explainSteps('3 + 4 * (2 - 1)^2')).toEqual({
      steps: [
        'Brackets first: 2 − 1 = 1',
        'Powers come before × and ÷: 1 ^ 2 = 1',
        '× and ÷ come before + and −, left to right: 4 × 1 = 4',
        'Then + and −, left to right: 3 + 4 = 7',
      ],
      answer: '7',
    });
    expect(explainMaths('what is 15% of 80?')).toContain('So `15 ÷ 100 × 80` = 12.');
    expect(explainSteps('10 / 0')?.answer).toBeNull();
  });

  it('reads the way students write a sum, and refuses anything but arithmetic', () => {
    expect(expressionIn('What is 6 x 7?')).toBe('6 * 7');
    expect(expressionIn('calculate 9 ÷ 3 − 1')).toBe('9 / 3 - 1');
    for (const unsafe of ['import("fs")', 'evaluate("1+1")', 'createUnit("x")', '2 cm + 3 inch'])
      expect(explainMaths(unsafe)).toMatch(/^I explain calculations step by step/);
  });
  it('reads percentages worded in Filipino as in English', () => {
    expect(inLocale('fil', () => explainMaths('15% ng 80'))).toContain('`15 ÷ 100 × 80` = 12');
    expect(expressionIn('ano ang 15 porsyento ng 80?')).toBe('15 / 100 * 80');
    expect(expressionIn('15 percent of 80')).toBe('15 / 100 * 80');
    expect(explainMaths('ilang porsyento ang 15 ng 80?')).toContain('`15 ÷ 80 × 100` = 18.75');
    expect(expressionIn('ilang porsyento ng 80 ang 20')).toBe('20 / 80 * 100');
    expect(expressionIn('what percent of 80 is 20?')).toBe('20 / 80 * 100');
    expect(expressionIn('Ano ang 6 x 7 po?')).toBe('6 * 7');
    expect(expressionIn('magkano ang 12 + 5')).toBe('12 + 5');
  });
});

describe('the writing coach', () => {
  it('names long sentences, filler words, repeats and passive voice in the student’s own text', () => {
    const advice = coachWriting(
      'The cake was made by my brother. It was really really good and we ate the cake and we shared the cake with the neighbours who said the cake was the best cake they had ever had in their whole lives.',
    );
    expect(advice).toContain('has 34 words');
    expect(advice).toContain('"really" (2×)');
    expect(advice).toContain('You use "cake" 5 times.');
    expect(advice).toContain('"The cake was made by my brother." is in the passive voice.');
  });

  it('flags the filler words of everyday Filipino, and leaves its grammar be', () => {
    const advice = coachWriting(
      'Parang mahirap talaga ang pagsusulit kasi mahaba. Bale nag-aral ako kagabi. Talaga namang pagod ako, ano.',
    );
    expect(advice).toContain('"parang" (1×), "kasi" (1×), "ano" (1×), "bale" (1×), "talaga" (2×)');
    // Neither "ang" nor "ako", however often, is a word to vary.
    expect(advice).not.toMatch(/You use "(?:ang|ako)"/);
    const coached = coachWriting(
      'Ginawa ng kapatid ko ang cake para sa kaarawan ng aming lola. Kinain namin ito pagkatapos ng hapunan sa bahay.',
    );
    expect(coached).toContain('I found nothing to flag');
  });

  it('asks for a paragraph when given a few words', () => {
    expect(coachWriting('Check my essay')).toMatch(/^Paste a paragraph you wrote/);
  });
});

describe('the study buddy', () => {
  it('turns notes into questions with the answers kept apart', () => {
    const quiz = studyWith(
      'Evaporation is water turning into vapour. Condensation forms clouds when vapour cools high up. Rain falls.',
    );
    expect(quiz).toContain('- 1. What is Evaporation?');
    expect(quiz).toContain('- 2. Fill the gap: _____ forms clouds when vapour cools high up.');
    expect(quiz.indexOf('Answers:')).toBeGreaterThan(quiz.indexOf('- 2.'));
    expect(quiz).toContain('- 1. water turning into vapour');
  });

  it('turns Filipino notes into questions, asked in the reader’s language', () => {
    const notes =
      'Ang potosintesis ay ang proseso ng paggawa ng pagkain ng mga halaman. Ang mga ulap ay mga patak ng tubig sa himpapawid. Ang ibig sabihin ng ebaporasyon ay ang pagiging singaw ng tubig.';
    const quiz = inLocale('fil', () => studyWith(notes));
    expect(quiz).toContain('- 1. Ano ang potosintesis?');
    expect(quiz).toContain('- 2. Ano-ano ang ulap?');
    expect(quiz).toContain('- 3. Ano ang ebaporasyon?');
    expect(quiz).toContain('- 1. ang proseso ng paggawa ng pagkain ng mga halaman');
    expect(studyWith(notes)).toContain('- 1. What is potosintesis?');
    const aboutMe =
      'Ako ay nag-aral ng agham kagabi sa bahay namin. Ito ay mahirap pero masaya talaga.';
    expect(studyWith(`${notes} ${aboutMe}`)).not.toMatch(/What is (?:Ako|Ito)\?/);
  });

  it('offers ways to study, and asks for notes, when given none', () => {
    expect(studyWith('help me study for my test')).toMatch(
      /^I turn your notes into practice questions/,
    );
  });
});
