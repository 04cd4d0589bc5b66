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
 * A button's download: busy while the file is made, the bytes received so far (for files that
 * take a while: `fetchFile` passes `onProgress` to its call), saved when it arrives, and a toast
 * with the reason when it does not (the button stays where it was, so the person can try again).
 */
export function useDownload(
  fetchFile: (onProgress: (receivedBytes: number) => void) => Promise<Fetched>,
  failedTitle: string,
) {
  const { notify } = useToasts();
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState(0);
  const start = async () => {
    setBusy(true);
    setReceived(0);
    try {
      const { name, type, content } = await fetchFile(setReceived);
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
  return { busy, received, start: () => void start() };
}
