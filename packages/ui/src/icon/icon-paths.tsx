import type { ReactElement } from 'react';

/** Drawn on a 20 × 20 grid with a 1.75 stroke; dots are filled so they survive at 16 px. */
export const iconPaths = {
  info: (
    <>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 9v4.75" />
      <circle cx="10" cy="6.4" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  warning: (
    <>
      <path d="M8.7 3.5a1.5 1.5 0 0 1 2.6 0l6.2 11a1.5 1.5 0 0 1-1.3 2.25H3.8a1.5 1.5 0 0 1-1.3-2.25z" />
      <path d="M10 8v3.5" />
      <circle cx="10" cy="14" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  danger: (
    <>
      <path d="M7.1 2.5h5.8l4.6 4.6v5.8l-4.6 4.6H7.1l-4.6-4.6V7.1z" />
      <path d="M10 6.5v4.25" />
      <circle cx="10" cy="13.5" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  success: (
    <>
      <circle cx="10" cy="10" r="7.5" />
      <path d="m6.75 10.25 2.25 2.25 4.25-4.75" />
    </>
  ),
  close: <path d="M5.5 5.5l9 9m0-9-9 9" />,
} satisfies Record<string, ReactElement>;
