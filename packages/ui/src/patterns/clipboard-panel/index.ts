export {
  clipboardDragType,
  getClipboardDragData,
  isClipboardDrag,
  setClipboardDragData,
} from './clipboard-drag-data';
export {
  ClipboardPanel,
  type ClipboardPanelProps,
  type ClipboardTab,
  clipboardTabs,
} from './clipboard-panel';
export type { ClipboardPanelItem } from './clipboard-panel-item';
