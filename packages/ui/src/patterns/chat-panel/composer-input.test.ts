import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enterAction, messageToSend } from './composer-input';

const key = (overrides: Partial<Parameters<typeof enterAction>[0]>) => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  isComposing: false,
  ...overrides,
});

describe('enterAction', () => {
  it('sends on a plain Enter', () => {
    expect(enterAction(key({}))).toBe('send');
  });

  it('adds a line on Ctrl+Enter and Cmd+Enter, and leaves Shift+Enter to the textarea', () => {
    expect(enterAction(key({ ctrlKey: true }))).toBe('newline');
    expect(enterAction(key({ metaKey: true }))).toBe('newline');
    expect(enterAction(key({ shiftKey: true }))).toBe('default');
    expect(enterAction(key({ shiftKey: true, ctrlKey: true }))).toBe('default');
  });

  it('ignores other keys and Enter that ends an input-method composition', () => {
    expect(enterAction(key({ key: 'a' }))).toBe('default');
    expect(enterAction(key({ isComposing: true }))).toBe('default');
  });
});

describe('messageToSend', () => {
  it('trims the text', () => {
    expect(messageToSend('  My lesson will not load \n')).toBe('My lesson will not load');
    expect(messageToSend('line one\nline two')).toBe('line one\nline two');
  });

  it('sends nothing for empty or whitespace-only input', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend(' \n\t ')).toBeNull();
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(messageToSend(blank)).toBeNull();
      }),
    );
  });
});
