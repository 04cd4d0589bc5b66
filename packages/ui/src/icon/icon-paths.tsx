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
  bold: (
    <>
      <path d="M6 3.5h4.75a3.25 3.25 0 0 1 0 6.5H6z" />
      <path d="M6 10h5.5a3.25 3.25 0 0 1 0 6.5H6z" />
    </>
  ),
  italic: <path d="M8.5 3.5h6m-9 13h6M12 3.5l-4 13" />,
  underline: <path d="M6 3.5V9a4 4 0 0 0 8 0V3.5m-9.5 13h11" />,
  strikethrough: (
    <>
      <path d="M3.5 10h13" />
      <path d="M13.5 5.5c-.5-1.1-1.8-2-3.5-2-2 0-3.5 1-3.5 2.75 0 .9.4 1.6 1.3 2.1" />
      <path d="M12.7 11.75c.5.45.8 1.05.8 1.85 0 1.75-1.6 2.9-3.5 2.9-1.8 0-3.2-.9-3.6-2.2" />
    </>
  ),
  link: (
    <g transform="rotate(-45 10 10)">
      <rect x="3" y="7.5" width="8" height="5" rx="2.5" />
      <rect x="9" y="7.5" width="8" height="5" rx="2.5" />
    </g>
  ),
  'list-ordered': (
    <>
      <path d="M9 5.5h7.5M9 14.5h7.5" />
      <path d="M3.5 4l1.25-.75v4.5" />
      <path d="M3.5 12.5a1.25 1.25 0 0 1 2.5 0c0 .5-.3.85-.75 1.25L3.5 16.5h2.75" />
    </>
  ),
  'list-unordered': (
    <>
      <path d="M8 5h8.5M8 10h8.5M8 15h8.5" />
      <circle cx="4.5" cy="5" r="1" fill="currentColor" stroke="none" />
      <circle cx="4.5" cy="10" r="1" fill="currentColor" stroke="none" />
      <circle cx="4.5" cy="15" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  indent: <path d="M3.5 4h13m-7 4h7m-7 4h7m-13 4h13M3.5 7.5 6 10l-2.5 2.5" />,
  outdent: <path d="M3.5 4h13m-7 4h7m-7 4h7m-13 4h13M6 7.5 3.5 10 6 12.5" />,
  'align-left': <path d="M3.5 4h13m-13 4h8.5m-8.5 4h13m-13 4h8.5" />,
  'align-center': <path d="M3.5 4h13M6 8h8m-10.5 4h13M6 16h8" />,
  'align-right': <path d="M3.5 4h13M8 8h8.5m-13 4h13M8 16h8.5" />,
  'align-justify': <path d="M3.5 4h13m-13 4h13m-13 4h13m-13 4h13" />,
  subscript: (
    <>
      <path d="m3 4.5 7 8.5m0-8.5L3 13" />
      <path d="M12.75 13.5a1.25 1.25 0 0 1 2.5 0c0 .5-.3.85-.75 1.25l-1.75 1.75h2.75" />
    </>
  ),
  superscript: (
    <>
      <path d="m3 7 7 8.5M10 7l-7 8.5" />
      <path d="M12.75 4.5a1.25 1.25 0 0 1 2.5 0c0 .5-.3.85-.75 1.25L12.75 7.5h2.75" />
    </>
  ),
  image: (
    <>
      <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
      <circle cx="13" cy="7.5" r="1.5" />
      <path d="M2.75 14.25 7 10l5 5m-1-1 2.5-2.5 3.5 3.5" />
    </>
  ),
  send: <path d="M17 3 2.75 8.75l5.75 2.75 2.75 5.75zm0 0-8.5 8.5" />,
  paperclip: (
    <path d="m16 9.5-5.6 5.6a3.75 3.75 0 0 1-5.3-5.3l6-6a2.5 2.5 0 0 1 3.54 3.54L8.8 13.2a1.25 1.25 0 0 1-1.77-1.77L12.5 6" />
  ),
  restart: <path d="M16 10a6 6 0 1 1-1.76-4.24L16.5 8m0-4v4h-4" />,
  chat: (
    <path d="M4.5 3.5h11a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H9l-4 3v-3h-.5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z" />
  ),
  clipboard: (
    <>
      <path d="M7.5 4H6a2 2 0 0 0-2 2v9.5a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-1.5" />
      <rect x="7.5" y="2.5" width="5" height="3" rx="1" />
    </>
  ),
  pin: <path d="M7 2.75h6M8 2.75v4.5L5.5 11h9L12 7.25v-4.5M10 11v6.25" />,
  'pin-off': <path d="M7 2.75h6M8 2.75v4.5L5.5 11h9L12 7.25v-4.5M10 11v6.25M3 3l14 14" />,
  'drag-handle': (
    <>
      <circle cx="7.5" cy="5" r="1" fill="currentColor" stroke="none" />
      <circle cx="12.5" cy="5" r="1" fill="currentColor" stroke="none" />
      <circle cx="7.5" cy="10" r="1" fill="currentColor" stroke="none" />
      <circle cx="12.5" cy="10" r="1" fill="currentColor" stroke="none" />
      <circle cx="7.5" cy="15" r="1" fill="currentColor" stroke="none" />
      <circle cx="12.5" cy="15" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  trash: (
    <path d="M3.5 5.5h13M8 5.5V4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v1.5m-7 0 .8 10.6a1.5 1.5 0 0 0 1.5 1.4h5.4a1.5 1.5 0 0 0 1.5-1.4L15 5.5M8.5 9v5m3-5v5" />
  ),
  copy: (
    <>
      <rect x="7" y="7" width="10" height="10" rx="2" />
      <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
    </>
  ),
  check: <path d="m4 10.5 4 4 8-9" />,
  'chevron-down': <path d="m5 7.5 5 5 5-5" />,
  'chevron-up': <path d="m5 12.5 5-5 5 5" />,
  'chevron-right': <path d="m7.5 5 5 5-5 5" />,
  plus: <path d="M10 4v12m-6-6h12" />,
  minus: <path d="M4 10h12" />,
  upload: <path d="M10 13V3.5m-4 4 4-4 4 4M3.5 13v2a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2v-2" />,
  lock: (
    <>
      <rect x="4" y="9" width="12" height="8.5" rx="2" />
      <path d="M6.5 9V6.5a3.5 3.5 0 0 1 7 0V9" />
      <circle cx="10" cy="13.25" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  coin: (
    <>
      <ellipse cx="10" cy="8" rx="7" ry="4.5" />
      <ellipse cx="10" cy="8" rx="3.5" ry="2" />
      <path d="M3 8v3.5c0 2.5 3.1 4.5 7 4.5s7-2 7-4.5V8" />
    </>
  ),
  tools: (
    <path d="M12.5 3.2a4 4 0 0 0-4.9 5.2l-4.2 4.2a1.9 1.9 0 0 0 2.7 2.7l4.2-4.2a4 4 0 0 0 5.1-5L14 7.5l-2.9-2.9z" />
  ),
  eyedropper: (
    <>
      <path d="M13.5 3.5a2.12 2.12 0 0 1 3 3l-2 2 1 1-1.5 1.5-5-5 1.5-1.5 1 1z" />
      <path d="m10.5 7.5-6 6-1 3 3-1 6-6" />
    </>
  ),
  'text-color': <path d="m5.5 15 4.5-11 4.5 11M7.1 11h5.8" />,
  highlighter: (
    <>
      <path d="m7.5 9.25-5 5v2.5H10l2.5-2.5" />
      <path d="m17.5 10-3.8 3.8a1.7 1.7 0 0 1-2.4 0L7.2 9.7a1.7 1.7 0 0 1 0-2.4L11 3.5" />
    </>
  ),
  eraser: (
    <>
      <path d="m6.5 16.5-3.2-3.2a1.5 1.5 0 0 1 0-2.1l7.6-7.6a1.5 1.5 0 0 1 2.1 0l3.6 3.6a1.5 1.5 0 0 1 0 2.1l-7.2 7.2" />
      <path d="M6.5 16.5h10" />
      <path d="m5.25 9.25 6 6" />
    </>
  ),
  history: <path d="M3.5 10a6.5 6.5 0 1 0 1.9-4.6L3.5 7.25m0-3.75v3.75h3.75M10 6.5V10l2.5 1.5" />,
  user: (
    <>
      <circle cx="10" cy="6.5" r="3.5" />
      <path d="M3.5 17.5a6.5 6.5 0 0 1 13 0" />
    </>
  ),
  diamond: (
    <>
      <path d="M6 3.5h8l3.5 4.5L10 17 2.5 8z" />
      <path d="M2.5 8h15M8 3.5 7 8l3 9 3-9-1-4.5" />
    </>
  ),
  bolt: <path d="M11.5 2.5 4.5 11.5H10l-1.5 6 7-9H10z" />,
  star: <path d="m10 2.8 2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z" />,
  book: (
    <>
      <path d="M10 5.5c-1.6-1.3-3.8-1.8-6.5-1.5v11c2.7-.3 4.9.2 6.5 1.5 1.6-1.3 3.8-1.8 6.5-1.5V4c-2.7-.3-4.9.2-6.5 1.5z" />
      <path d="M10 5.5v11" />
    </>
  ),
} satisfies Record<string, ReactElement>;
