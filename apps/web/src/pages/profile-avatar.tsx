import { AvatarEditor } from '@sparked/features/avatar';
import { useSession } from '@sparked/features/session';

/** The profile's avatar editor, a chunk of its own (see profile-page.tsx). */
export function ProfileAvatar({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { session } = useSession();
  return <AvatarEditor client={session.client} onDirtyChange={onDirtyChange} />;
}
