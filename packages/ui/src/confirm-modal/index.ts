export type { DialogType } from '../internal/modal-frame/dialog-type';
export { dialogTypes } from '../internal/modal-frame/dialog-type';
export type { ModalIcon } from '../internal/modal-frame/modal-frame';
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
