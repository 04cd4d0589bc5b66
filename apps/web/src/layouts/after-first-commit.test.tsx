import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InTurn } from './after-first-commit';

afterEach(cleanup);

/** A section that notes, as it is committed, how many sections the page shows. */
function Section({ name, seen }: { name: string; seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(`${name} with ${document.querySelectorAll('section').length} shown`);
  }, [name, seen]);
  return <section aria-label={name}>{name}</section>;
}

describe('InTurn', () => {
  it('shows its children in order, each in a commit after the one before', async () => {
    const seen: string[] = [];
    await act(async () => {
      render(
        <InTurn>
          <Section name="avatar" seen={seen} />
          <Section name="sound" seen={seen} />
          <Section name="certificates" seen={seen} />
        </InTurn>,
      );
    });
    expect(seen).toEqual([
      'avatar with 1 shown',
      'sound with 2 shown',
      'certificates with 3 shown',
    ]);
    expect(screen.getAllByRole('region').map((section) => section.textContent)).toEqual([
      'avatar',
      'sound',
      'certificates',
    ]);
  });

  it('keeps what follows a screen below the sections until the last has come', async () => {
    const heldBelow: boolean[] = [];
    /** Notes, as each section is committed, whether the footer is still held below. */
    function Held({ name }: { name: string }) {
      useLayoutEffect(() => {
        const footer = document.querySelector('footer');
        heldBelow.push(footer?.previousElementSibling?.tagName === 'DIV');
      }, []);
      return <section aria-label={name}>{name}</section>;
    }
    await act(async () => {
      render(
        <>
          <InTurn>
            <Held name="avatar" />
            <Held name="sound" />
          </InTurn>
          <footer>Follow Sparked</footer>
        </>,
      );
    });
    expect(heldBelow).toEqual([true, false]);
    expect(screen.getByRole('contentinfo').previousElementSibling?.textContent).toBe('sound');
  });
});
