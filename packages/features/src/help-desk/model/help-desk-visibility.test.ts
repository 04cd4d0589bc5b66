import { describe, expect, it } from 'vitest';
import { type HelpDeskPlace, isHelpDeskVisible } from './help-desk-visibility';

const place = (overrides: Partial<HelpDeskPlace>): HelpDeskPlace => ({
  pathname: '/',
  search: '',
  inIframe: false,
  email: 'student@sparked.test',
  ...overrides,
});

describe('isHelpDeskVisible', () => {
  it('shows on the signed-in pages of the platform', () => {
    for (const pathname of ['/', '/academy', '/ai-tools', '/profile', '/store', '/jira']) {
      expect(isHelpDeskVisible(place({ pathname })), pathname).toBe(true);
    }
  });

  it('needs a signed-in user with an email', () => {
    expect(isHelpDeskVisible(place({ email: null }))).toBe(false);
    expect(isHelpDeskVisible(place({ email: undefined }))).toBe(false);
    expect(isHelpDeskVisible(place({ email: '' }))).toBe(false);
  });

  it('hides inside an iframe', () => {
    expect(isHelpDeskVisible(place({ inIframe: true }))).toBe(false);
  });

  it('hides in preview: paths ending in /preview or a preview flag', () => {
    expect(isHelpDeskVisible(place({ pathname: '/player/modules/m1/activities/a1/preview' }))).toBe(
      false,
    );
    expect(isHelpDeskVisible(place({ pathname: '/pages/demo', search: '?preview=true' }))).toBe(
      false,
    );
    expect(isHelpDeskVisible(place({ pathname: '/pages/demo', search: '?preview' }))).toBe(false);
    expect(isHelpDeskVisible(place({ pathname: '/pages/demo', search: '?preview=false' }))).toBe(
      true,
    );
    expect(isHelpDeskVisible(place({ pathname: '/previews' }))).toBe(true);
  });

  it('hides on the code box but not on look-alike paths', () => {
    expect(isHelpDeskVisible(place({ pathname: '/ai-tools/code-box' }))).toBe(false);
    expect(isHelpDeskVisible(place({ pathname: '/ai-tools/code-box/42' }))).toBe(false);
    expect(isHelpDeskVisible(place({ pathname: '/ai-tools/code-boxes' }))).toBe(true);
  });

  it('hides on the Janus page, which shows the conversation itself', () => {
    expect(isHelpDeskVisible(place({ pathname: '/ai-tools/janus' }))).toBe(false);
  });

  it('hides on competition pages', () => {
    for (const pathname of [
      '/spring-competition',
      '/ai-competition',
      '/winter-competition/puzzle-maker',
      '/spring-competition/dashboard',
    ]) {
      expect(isHelpDeskVisible(place({ pathname })), pathname).toBe(false);
    }
  });
});
