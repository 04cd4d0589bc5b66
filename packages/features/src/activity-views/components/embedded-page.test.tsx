import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IframeView } from './iframe-view';

const simulation = {
  type: 'iframe' as const,
  url: 'https://phet.colorado.edu/sims/html/greenhouse-effect/latest/greenhouse-effect_all.html',
  title: 'Greenhouse effect',
  aspectRatio: '16:9',
  sandbox: ['allow-scripts'],
  requiredSeconds: 0,
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
};

describe('an embedded page', () => {
  it('always offers the page in a new tab, for a site that will not be shown inside ours', () => {
    render(<IframeView content={simulation} title="Activity" />);
    expect(screen.getByTitle('Greenhouse effect').tagName).toBe('IFRAME');
    const link = screen.getByRole('link', { name: 'Open “Greenhouse effect” in a new tab' });
    expect(link.getAttribute('href')).toBe(simulation.url);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says why it cannot load while offline, and loads when back online', () => {
    render(<IframeView content={simulation} title="Activity" />);
    act(() => goOffline(true));
    expect(screen.queryByTitle('Greenhouse effect')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      '“Greenhouse effect” cannot load while you are offline. It appears here when you are back online.',
    );
    expect(screen.getByRole('link', { name: /in a new tab/ })).toBeTruthy();
    act(() => goOffline(false));
    expect(screen.getByTitle('Greenhouse effect').tagName).toBe('IFRAME');
  });
});
