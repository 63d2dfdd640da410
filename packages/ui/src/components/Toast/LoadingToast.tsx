import { useId, type ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Toast } from './Toast';
import * as styles from './Toast.css';

/** The blocking loading toast of `ToastProvider`: a modal that no tap or key dismisses. */
export default function LoadingToast({ message }: { message: ReactNode }) {
  const labelId = useId();
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className={styles.loadingOverlay}
    >
      <Modal className={styles.loadingModal}>
        <Dialog aria-labelledby={labelId} className={styles.loadingDialog}>
          <Toast type="loading" message={<span id={labelId}>{message}</span>} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
