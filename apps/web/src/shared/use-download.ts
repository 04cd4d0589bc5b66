import { useToasts } from '@sparked/ui/toast';
import { useState } from 'react';
import { download } from './download';

/** A file the server makes for this person, fetched with their session and then saved. */
interface Fetched {
  name: string;
  type: string;
  content: string | Blob;
}

/**
 * A button's download: busy while the file is made, saved when it arrives, and a toast with the
 * reason when it does not (the button stays where it was, so the person can try again).
 */
export function useDownload(fetchFile: () => Promise<Fetched>, failedTitle: string) {
  const { notify } = useToasts();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { name, type, content } = await fetchFile();
      download(name, type, content);
    } catch (error) {
      notify({
        type: 'error',
        title: failedTitle,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, start: () => void start() };
}
