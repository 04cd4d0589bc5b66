import { ChatLauncher, ChatLauncherFrame } from '@sparked/ui/patterns/chat-panel';
import { type ComponentType, useRef, useState } from 'react';
import type { HelpDeskWidgetProps } from './help-desk-widget';

type Reach = { opened: boolean; focused: boolean };

/**
 * The help-desk widget, fetched when someone reaches for its button (points at it, focuses it or
 * presses it): the chat, its markdown and its schemas stay out of every page's start, on a slow
 * phone's busiest seconds. The real panel takes the button's place in one commit: pressed before it
 * arrived, it opens with the caret in its input; focused, its own button keeps the focus.
 */
export function DeferredHelpDeskWidget(props: HelpDeskWidgetProps) {
  const [widget, setWidget] = useState<{ Widget: ComponentType<HelpDeskWidgetProps> }>();
  const reach = useRef<Reach>({ opened: false, focused: false });
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./help-desk-widget').then(
      (module) => setWidget({ Widget: module.HelpDeskWidget }),
      // Offline for a moment: the next reach tries again.
      () => {
        loading.current = false;
      },
    );
  };

  if (widget) {
    const { opened, focused } = reach.current;
    return <widget.Widget {...props} defaultOpen={opened} autoFocus={opened || focused} />;
  }
  return (
    <ChatLauncherFrame>
      <ChatLauncher
        onPointerEnter={load}
        onFocus={() => {
          reach.current.focused = true;
          load();
        }}
        onBlur={() => {
          reach.current.focused = false;
        }}
        // A press counts from the pointer going down: pointing at the button starts the load, and
        // a widget that arrives mid-press replaces the button, so the press never becomes a click.
        onPointerDown={() => {
          reach.current.opened = true;
        }}
        onClick={() => {
          reach.current.opened = true;
          load();
        }}
      />
    </ChatLauncherFrame>
  );
}
