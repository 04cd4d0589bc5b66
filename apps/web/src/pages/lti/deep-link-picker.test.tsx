import type { LtiDeepLink } from '@sparked/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeepLinkPicker } from './deep-link-picker';
import { DeepLinkReturn, deepLinkReturnAction } from './deep-link-return';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const request = (overrides: Partial<LtiDeepLink> = {}): LtiDeepLink => ({
  id: '5b0d3c1e-7a4f-4c1d-9a57-3f1b2c4d5e6f',
  platformName: 'Moodle',
  courseTitle: 'Year 8 Science',
  acceptMultiple: true,
  expiresAt: '2026-11-29T06:00:00.000Z',
  answered: false,
  modules: [
    {
      id: 'm-plants',
      title: 'Photosynthesis',
      subject: 'Biology',
      activities: [
        { id: 'a-quiz', type: 'form', title: 'Plant quiz', scoreMaximum: 2 },
        { id: 'a-read', type: 'ebook', title: 'Read about leaves', scoreMaximum: null },
      ],
    },
    {
      id: 'm-rocks',
      title: 'Rocks and soil',
      subject: 'Geology',
      activities: [{ id: 'a-layers', type: 'ebook', title: 'Layers', scoreMaximum: null }],
    },
  ],
  ...overrides,
});

/** Axe's WCAG A/AA rules on what is rendered (colour contrast needs a real browser's layout). */
async function expectAxeClean(container: HTMLElement) {
  const { violations } = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('the deep linking picker', () => {
  it('chooses a module and activities with the keyboard, in the order chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(
      <DeepLinkPicker request={request()} sending={false} error={null} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('group', { name: 'Photosynthesis' })).toBeTruthy();
    expect(screen.getByText(/scored out of 2, a gradebook column/)).toBeTruthy();
    await expectAxeClean(container);

    await user.click(screen.getByRole('checkbox', { name: /Plant quiz/ }));
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /Read about leaves/ })).toHaveProperty(
      'checked',
      true,
    );
    const wholeRocks = screen.getAllByRole('checkbox', { name: /The whole module/ })[1];
    if (!wholeRocks) throw new Error('no second module');
    await user.click(wholeRocks);
    expect(screen.getByText('3 chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to course' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { moduleId: 'm-plants', activityId: 'a-quiz' },
      { moduleId: 'm-plants', activityId: 'a-read' },
      { moduleId: 'm-rocks', activityId: null },
    ]);
  });

  it('searches modules and activities, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<DeepLinkPicker request={request()} sending={false} error={null} onSubmit={vi.fn()} />);
    const search = screen.getByRole('searchbox', { name: 'Search modules and activities' });
    await user.type(search, 'geology');
    expect(screen.queryByRole('group', { name: 'Photosynthesis' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Rocks and soil' })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'leaves');
    expect(screen.getByRole('checkbox', { name: /Read about leaves/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Plant quiz/ })).toBeNull();
    await user.clear(search);
    await user.type(search, 'volcano');
    expect(screen.getByRole('status').textContent).toMatch(/Nothing matches “volcano”/);
  });

  it('takes one item with radio buttons when the LMS does not accept several', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(
      <DeepLinkPicker
        request={request({ acceptMultiple: false })}
        sending={false}
        error={null}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Plant quiz/ }));
    await user.click(screen.getByRole('radio', { name: /Layers/ }));
    expect(screen.getByText('1 chosen')).toBeTruthy();
    await expectAxeClean(container);
    await user.click(screen.getByRole('button', { name: 'Add to course' }));
    expect(onSubmit).toHaveBeenCalledWith([{ moduleId: 'm-rocks', activityId: 'a-layers' }]);
  });

  it('keeps the choice so far through a reload', async () => {
    const user = userEvent.setup();
    const first = render(
      <DeepLinkPicker request={request()} sending={false} error={null} onSubmit={vi.fn()} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /Layers/ }));
    first.unmount();
    const onSubmit = vi.fn();
    render(<DeepLinkPicker request={request()} sending={false} error={null} onSubmit={onSubmit} />);
    expect(screen.getByRole('checkbox', { name: /Layers/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Add to course' }));
    expect(onSubmit).toHaveBeenCalledWith([{ moduleId: 'm-rocks', activityId: 'a-layers' }]);
  });

  it('asks for a choice before sending, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(
      <DeepLinkPicker request={request()} sending={false} error={null} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to course' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose a module or an activity first.');
    rerender(
      <DeepLinkPicker
        request={request()}
        sending={false}
        error="This request to add Sparked content has expired. Start again from your course."
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: /Layers/ }));
    expect(screen.getByRole('alert').textContent).toMatch(/expired/);
  });

  it('says what to do when the teacher has no published module', async () => {
    const { container } = render(
      <DeepLinkPicker
        request={request({ modules: [] })}
        sending={false}
        error={null}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText('No published modules yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to course' })).toBeNull();
    await expectAxeClean(container);
  });
});

describe('the way back to the course', () => {
  it('submits a form with the request and the signed answer to Sparked’s relay by itself', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { container } = render(<DeepLinkReturn requestId="request-1" jwt="header.body.sig" />);
    expect(submit).toHaveBeenCalledTimes(1);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(deepLinkReturnAction);
    expect(deepLinkReturnAction).toBe('/lti/deep-link-return');
    const fields = Object.fromEntries(new FormData(form ?? undefined).entries());
    expect(fields).toEqual({ request: 'request-1', JWT: 'header.body.sig' });
    expect(screen.getByRole('button', { name: 'Continue to your course' })).toBeTruthy();
    await expectAxeClean(container);
    submit.mockRestore();
  });
});
