import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { i18n } from '@sparked/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { formatWalletAmount, howToEarn, walletLabel } from './wallet-labels';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

/** Some of `fil.po`, compiled as the app loads it: ids are Lingui's hash of the English text. */
const filipino = Object.fromEntries(
  Object.entries({
    Diamonds: 'Diyamante',
    '{count, plural, one {{amount} diamond} other {{amount} diamonds}}':
      '{count, plural, one {{amount} diyamante} other {{amount} diyamante}}',
    'Energy refills over time.': 'Kusang napupuno muli ang enerhiya sa paglipas ng oras.',
  }).map(([english, translation]) => [generateMessageId(english), compileMessage(translation)]),
);

describe('wallet labels', () => {
  it('names each wallet as a person would', () => {
    expect(walletLabel('ACHIEVEMENT_POINTS')).toBe('Achievement points');
    expect(walletLabel('ENERGY')).toBe('Energy');
    expect(walletLabel('DIAMONDS')).toBe('Diamonds');
    expect(walletLabel('EXPERIENCE')).toBe('Experience points');
  });

  it('groups the digits of an amount inside a sentence', () => {
    expect(formatWalletAmount(10000, 'ACHIEVEMENT_POINTS')).toBe('10,000 achievement points');
    expect(formatWalletAmount(3, 'DIAMONDS')).toBe('3 diamonds');
  });

  it('says one of a wallet in the singular', () => {
    expect(formatWalletAmount(1, 'DIAMONDS')).toBe('1 diamond');
    expect(formatWalletAmount(1, 'EXPERIENCE')).toBe('1 experience point');
    expect(formatWalletAmount(1, 'ENERGY')).toBe('1 energy');
  });

  it('speaks the active language, even in texts made before it changed', () => {
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    expect(walletLabel('DIAMONDS')).toBe('Diyamante');
    expect(formatWalletAmount(1200, 'DIAMONDS')).toBe('1,200 diyamante');
    expect(howToEarn.ENERGY).toBe('Kusang napupuno muli ang enerhiya sa paglipas ng oras.');
  });
});
