// Product compositions built from the primitives: the avatar and its part picker, the celebration,
// the help-desk chat panel, the educator clipboard panel and the educator tools button. Each is
// also its own entry (`@sparked/ui/patterns/chat-panel`), which is how the app imports them, so a
// page carries only the styles it uses.
export * from './avatar';
export * from './avatar-part-picker';
export * from './celebration';
export * from './chat-panel';
export * from './clipboard-panel';
export * from './educator-tools-button';
