import type { ProjectCode, Specification } from '@sparked/contracts';

/**
 * A kind of project the offline engine builds (decision 0017). It writes a specification from an
 * idea, and code from a specification: the details it needs (questions, minutes, units) are read
 * back from the specification's lines, so a student's edit changes what is generated.
 */
export interface ProjectTemplate {
  slug: string;
  /** What students call it, as in "a quiz". */
  name: string;
  /** Words in an idea that ask for this kind of project; more matches win. */
  keywords: RegExp;
  specification(idea: string): Specification;
  code(specification: Specification): ProjectCode;
}

/** Text for HTML: the characters that would start markup are escaped. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A value as a JavaScript literal inside a script element. */
export function jsLiteral(value: unknown): string {
  return JSON.stringify(value, null, 2).replaceAll('</', '<\\/');
}

/** The text after `Label:` on the first line that starts with it, trimmed. */
export function labelled(lines: readonly string[], label: string): string | undefined {
  const prefix = `${label.toLowerCase()}:`;
  const line = lines.find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}

/** Every value after `Label:`, one per line that starts with it. */
export function allLabelled(lines: readonly string[], label: string): string[] {
  const prefix = `${label.toLowerCase()}:`;
  return lines
    .filter((line) => line.toLowerCase().startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim())
    .filter(Boolean);
}

/** A whole number after `Label:` within bounds, or the fallback. */
export function labelledNumber(
  lines: readonly string[],
  label: string,
  { fallback, min, max }: { fallback: number; min: number; max: number },
): number {
  const value = Number.parseInt(labelled(lines, label) ?? '', 10);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** A comma-separated list after `Label:`, or the fallback. */
export function labelledList(
  lines: readonly string[],
  label: string,
  fallback: string[],
): string[] {
  const list = (labelled(lines, label) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length ? list : fallback;
}

/** The page every template starts from: readable type, visible focus, comfortable targets. */
export const baseCss = `* { box-sizing: border-box; }
body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; line-height: 1.5; color: #1d2433; background: #f7f8fb; }
main { max-width: 36rem; margin: 0 auto; }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
button, input, select { font: inherit; }
button { padding: 0.5rem 1rem; border: 2px solid #3a4aa8; border-radius: 0.5rem; background: #3a4aa8; color: #fff; cursor: pointer; min-height: 2.75rem; }
button.secondary { background: #fff; color: #3a4aa8; }
button:disabled { opacity: 0.6; cursor: not-allowed; }
:focus-visible { outline: 3px solid #d9480f; outline-offset: 2px; }
.row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
`;
