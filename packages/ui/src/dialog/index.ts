export { Dialog, type DialogProps } from './dialog';
export {
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogRoot,
  type DialogRootProps,
  DialogTitle,
} from './dialog-parts';
