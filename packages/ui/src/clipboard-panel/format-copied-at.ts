const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * 'Copied on 3/7/2026 · 2:05 PM' in the viewer's time zone (spec §2). Newer ICU puts a narrow
 * no-break space before AM/PM; it becomes a plain space so the text matches everywhere.
 */
export function formatCopiedAt(timestamp: number): string {
  const time = timeFormat.format(timestamp).replace(/\u202f/g, ' ');
  return `Copied on ${dateFormat.format(timestamp)} · ${time}`;
}
