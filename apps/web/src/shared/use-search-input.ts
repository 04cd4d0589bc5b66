import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * A search box whose text reaches the address (and so the server) once typing pauses: `current`
 * is the address's value, `commit` puts a new one there (undefined for none).
 */
export function useSearchInput(
  current: string | undefined,
  commit: (value: string | undefined) => void,
) {
  const router = useRouter();
  const [text, setText] = useState(current ?? '');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (current ?? '')) return;
    const timer = setTimeout(() => commit(trimmed || undefined), 300);
    // A link followed before the pause ends wins. The page stays mounted while the next one
    // loads, and a late commit would take the reader back to the search.
    const stop = router.subscribe('onBeforeNavigate', () => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [text, current, commit, router]);
  return [text, setText] as const;
}
