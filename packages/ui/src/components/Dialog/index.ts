export { Dialog, dialogTones, type DialogProps } from './Dialog';
export { ConfirmProvider, useConfirm, type ConfirmOptions } from './ConfirmProvider';
