export { DialogCancelledError } from './dialog-cancelled-error';
export {
  type AlertOptions,
  type ConfirmOptions,
  DialogProvider,
  type Dialogs,
  useDialogs,
} from './dialog-provider';
