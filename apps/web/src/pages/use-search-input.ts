import { useEffect, useState } from 'react';

/**
 * A search box whose text reaches the address (and so the server) once typing pauses: `current`
 * is the address's value, `commit` puts a new one there (undefined for none).
 */
export function useSearchInput(
  current: string | undefined,
  commit: (value: string | undefined) => void,
) {
  const [text, setText] = useState(current ?? '');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (current ?? '')) return;
    const timer = setTimeout(() => commit(trimmed || undefined), 300);
    return () => clearTimeout(timer);
  }, [text, current, commit]);
  return [text, setText] as const;
}
