import { describe, expect, it } from 'vitest';
import {
  detectIntent,
  hasDetail,
  isCancel,
  isFiller,
  isLookingFor,
  offersScreenshot,
  withoutGreeting,
  yesOrNo,
} from './intents';

describe('detectIntent', () => {
  it.each([
    ['Images uploaded', { kind: 'images-uploaded' }],
    ['hello janus', { kind: 'greeting' }],
    ['Good morning!', { kind: 'greeting' }],
    ['can you help me', { kind: 'greeting' }],
    ['thank you so much', { kind: 'thanks' }],
    ['ok bye', { kind: 'bye' }],
    ['never mind', { kind: 'cancel' }],
    ['I found a bug in the quiz', { kind: 'report-bug' }],
    ['thanks, I found a bug', { kind: 'report-bug' }],
    ['I want to report a problem', { kind: 'report-bug' }],
    ['can I speak to a human', { kind: 'request-assistance' }],
    ['please open a ticket for me', { kind: 'request-assistance' }],
    ['I need assistance with my class', { kind: 'request-assistance' }],
    ["hi, I can't sign in", { kind: 'troubleshoot', topic: 'sign-in' }],
    [
      'I keep getting logged out and my session expires',
      { kind: 'troubleshoot', topic: 'sign-in' },
    ],
    ['the page is stuck loading forever', { kind: 'troubleshoot', topic: 'page-loading' }],
    ['there is no sound in the video', { kind: 'troubleshoot', topic: 'media' }],
    ["my experience points didn't update", { kind: 'troubleshoot', topic: 'progress' }],
    ['I cannot purchase the quiff in the store', { kind: 'troubleshoot', topic: 'store' }],
    ['my enrollment code is not working', { kind: 'troubleshoot', topic: 'enrolment' }],
    ['the iframe editor shows an error', { kind: 'troubleshoot', topic: 'editor' }],
    ['everything is broken', { kind: 'problem' }],
    ["hi, the quiz won't let me press submit", { kind: 'problem' }],
    ['hello! the page is stuck loading', { kind: 'troubleshoot', topic: 'page-loading' }],
    ["good morning - I can't sign in", { kind: 'troubleshoot', topic: 'sign-in' }],
    ['hey janus I found a bug in the quiz', { kind: 'report-bug' }],
    ['Hey Janus, how do I sign in?', { kind: 'question' }],
    ['hi there, thanks', { kind: 'thanks' }],
    ['how do I sign in?', { kind: 'question' }],
    ['what is the academy', { kind: 'question' }],
  ])('%s', (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });

  // Decision 0046: what a learner types in Filipino means what its English would.
  it.each([
    ['Hindi ko ma-open ang module', { kind: 'troubleshoot', topic: 'page-loading' }],
    ['nawala ang points ko', { kind: 'troubleshoot', topic: 'progress' }],
    ['Hindi ako makapag-sign in', { kind: 'troubleshoot', topic: 'sign-in' }],
    ['Ayaw mag-load ng pahina', { kind: 'troubleshoot', topic: 'page-loading' }],
    ['Walang tunog ang video', { kind: 'troubleshoot', topic: 'media' }],
    ['Hindi ko mabili ang buhok sa tindahan', { kind: 'troubleshoot', topic: 'store' }],
    ['Hindi gumagana ang code ng klase', { kind: 'troubleshoot', topic: 'enrolment' }],
    ['may bug sa pagsusulit', { kind: 'report-bug' }],
    // What Janus's Filipino texts tell a learner to say.
    ['i-report ang bug', { kind: 'report-bug' }],
    ['Kailangan ko ng tulong ng tao', { kind: 'request-assistance' }],
    ['kanselahin', { kind: 'cancel' }],
    ['kailangan ko ng tulong ng tao', { kind: 'request-assistance' }],
    ['Gusto kong makausap ang isang tao', { kind: 'request-assistance' }],
    ['Magandang umaga po', { kind: 'greeting' }],
    ['salamat po', { kind: 'thanks' }],
    ['ano ang liga', { kind: 'question' }],
    ['Paano ko papalitan ang password ko?', { kind: 'question' }],
  ])('in Filipino: %s', (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });

  it('takes a Filipino search for a thing as looking for it', () => {
    expect(isLookingFor('Hindi ko makita ang liga ko')).toBe(true);
    expect(isLookingFor('Hindi ko ma-open ang module')).toBe(false);
  });
});

describe('yesOrNo', () => {
  it.each([
    ['yes', 'yes'],
    ['Yep, that worked!', 'yes'],
    ['go ahead', 'yes'],
    ['sure please', 'yes'],
    ['no', 'no'],
    ["it still doesn't work", 'no'],
    ['nope, same problem', 'no'],
    ['skip', 'no'],
    ["I don't have one", 'no'],
    ['ok how do I buy hair', undefined],
    ['is the store open?', undefined],
    ['the leaderboard', undefined],
    ['', undefined],
  ])('%s → %s', (text, answer) => {
    expect(yesOrNo(text)).toBe(answer);
  });

  it.each([
    ['oo', 'yes'],
    ['Opo', 'yes'],
    ['OO PO', 'yes'],
    ['sige, i-file mo na', 'yes'],
    ['naayos na, salamat!', 'yes'],
    ['gumana na po', 'yes'],
    ['hindi', 'no'],
    ['Hindi po', 'no'],
    ['hindî', 'no'],
    ['hindi pa rin gumagana', 'no'],
    ['ganoon pa rin', 'no'],
    ['wala po', 'no'],
    ['laktawan', 'no'],
    ['oo pero paano bumili ng buhok', undefined],
    ['nasaan ang tindahan', undefined],
  ])('in Filipino, or mixed: %s → %s', (text, answer) => {
    expect(yesOrNo(text)).toBe(answer);
  });
});

describe('isCancel', () => {
  it('cancels on a short opening phrase only', () => {
    expect(isCancel('never mind')).toBe(true);
    expect(isCancel('Cancel that please')).toBe(true);
    expect(isCancel("it won't stop loading")).toBe(false);
    expect(isCancel('I wanted to cancel my enrolment in the class')).toBe(false);
  });

  it('cancels in Filipino too', () => {
    for (const stop of ['kanselahin', 'Ikansela mo na', 'i-cancel po', 'itigil na', 'tama na po']) {
      expect(isCancel(stop), stop).toBe(true);
    }
    expect(isCancel('hindi tumitigil ang pag-load ng pahina')).toBe(false);
  });
});

describe('hasDetail', () => {
  it('tells a bare request from one that already says what is wrong', () => {
    expect(hasDetail('I want to report a bug')).toBe(false);
    expect(hasDetail('I need help from a person')).toBe(false);
    expect(hasDetail('report a bug: the leaderboard is empty after the quiz')).toBe(true);
    expect(hasDetail('Kailangan ko ng tulong ng tao')).toBe(false);
    expect(hasDetail('i-report ang bug')).toBe(false);
    expect(hasDetail('i-report ang bug: walang laman ang leaderboard pagkatapos ng quiz')).toBe(
      true,
    );
  });
});

describe('offersScreenshot', () => {
  it('hears an offer of images but not a refusal', () => {
    expect(offersScreenshot('I can send a picture of it')).toBe(true);
    expect(offersScreenshot("I don't have a screenshot")).toBe(false);
    expect(offersScreenshot('the class is 7B')).toBe(false);
  });
});

describe('withoutGreeting', () => {
  it.each([
    ["hi, the quiz won't let me press submit", "the quiz won't let me press submit"],
    ['hello! the quiz is blank', 'the quiz is blank'],
    ['good morning - my points are gone', 'my points are gone'],
    ['hey janus the timer stops', 'the timer stops'],
    ['Hi there Janus, the store is empty', 'the store is empty'],
    ['hello janus', 'hello janus'],
    ['History quiz shows no score', 'History quiz shows no score'],
    ['Morning reminders are late', 'Morning reminders are late'],
  ])('%s → %s', (text, request) => {
    expect(withoutGreeting(text)).toBe(request);
  });
});

describe('isFiller', () => {
  it('tells an answer that says nothing from one that says something', () => {
    for (const filler of ['skip', 'Skip!', 'no', 'idk', 'n/a', "I don't know", 'no idea', '?']) {
      expect(isFiller(filler), filler).toBe(true);
    }
    for (const filler of [
      'laktawan',
      'i-skip',
      'hindi po',
      'Wala po.',
      'ewan ko',
      'hindi ko alam',
    ]) {
      expect(isFiller(filler), filler).toBe(true);
    }
    // What the filler words were read from says more: a superscript, another script.
    const more = ['nA²', 'na 日本', 'skip ½'];
    for (const answer of [
      'nothing happened',
      'walang lumabas',
      'a blank page',
      'no score shown',
      'élève',
      '7B',
      ...more,
    ]) {
      expect(isFiller(answer), answer).toBe(false);
    }
  });
});

describe('isLookingFor', () => {
  it('hears a search for a thing or a way, not a report of a broken one', () => {
    expect(isLookingFor("I can't find the leaderboard")).toBe(true);
    expect(isLookingFor("I don't know how to change my password")).toBe(true);
    expect(isLookingFor("the quiz won't let me press submit")).toBe(false);
    expect(isLookingFor('submit is broken')).toBe(false);
  });
});
