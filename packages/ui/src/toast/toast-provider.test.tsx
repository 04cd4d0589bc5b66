import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToasts } from './toast-provider';
import { toastDuration } from './toast-store';

function renderWithToasts() {
  const { result } = renderHook(() => useToasts(), { wrapper: ToastProvider });
  return result.current;
}

/** Lets the items' code, loaded with the first notification, arrive and render. */
const itemsLoaded = () => act(() => import('./toast-item'));

const items = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('useToasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('explains what is missing when used outside a ToastProvider', () => {
    expect(() => renderHook(() => useToasts())).toThrow(/ToastProvider/);
  });

  it('shows a notification and returns its timeStamp', async () => {
    const { notify } = renderWithToasts();
    let timeStamp = 0;
    act(() => {
      timeStamp = notify({ type: 'success', title: 'Copied Activity', message: 'Done.' });
    });
    expect(timeStamp).toBe(1_700_000_000_000);
    await itemsLoaded();
    expect(items()).toEqual([expect.stringContaining('Copied Activity')]);
  });

  it('removes a notification after 5000 ms', async () => {
    const { notify } = renderWithToasts();
    act(() => {
      notify({ type: 'info', title: 'Saved', message: 'Draft saved.' });
    });
    await itemsLoaded();
    act(() => {
      vi.advanceTimersByTime(toastDuration - 1);
    });
    expect(items()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(items()).toHaveLength(0);
  });

  it('dismisses a notification early by its timeStamp', async () => {
    const { notify, dismiss } = renderWithToasts();
    let first = 0;
    act(() => {
      first = notify({ type: 'info', title: 'First', message: '' });
      notify({ type: 'info', title: 'Second', message: '' });
    });
    await itemsLoaded();
    act(() => dismiss(first));
    expect(items()).toEqual([expect.stringContaining('Second')]);
  });

  it('returns the same functions on every render', () => {
    const { result, rerender } = renderHook(() => useToasts(), { wrapper: ToastProvider });
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });

  it('renders its children', () => {
    render(
      <ToastProvider>
        <p>Page</p>
      </ToastProvider>,
    );
    expect(screen.getByText('Page').tagName).toBe('P');
  });
});
