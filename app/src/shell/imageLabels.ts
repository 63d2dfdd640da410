import { useTranslation } from 'react-i18next';
import type { ImagePreviewLabels, UploaderProps } from '@shop/ui';

/** The full-size picture viewer's texts, the same wherever a picture opens. */
export function useImagePreviewLabels(): ImagePreviewLabels {
  const { t } = useTranslation();
  return {
    label: t('kit.imagePreview.label'),
    close: t('common.close'),
    previous: t('kit.imagePreview.previous'),
    next: t('kit.imagePreview.next'),
    zoomIn: t('kit.imagePreview.zoomIn'),
    zoomOut: t('kit.imagePreview.zoomOut'),
    position: (index, total) => t('kit.imagePreview.position', { index, total }),
  };
}

type UploaderLabels = Pick<
  UploaderProps,
  'addLabel' | 'previewLabel' | 'deleteLabel' | 'uploadingLabel' | 'failedLabel' | 'retryLabel' | 'previewLabels'
>;

/** The kit Uploader's texts every upload field shares; each field keeps its own picture alt text. */
export function useUploaderLabels(): UploaderLabels {
  const { t } = useTranslation();
  return {
    addLabel: t('kit.uploader.add'),
    previewLabel: (index, total) => t('kit.uploader.preview', { index, total }),
    deleteLabel: (index) => t('kit.uploader.delete', { index }),
    uploadingLabel: t('kit.uploader.uploading'),
    failedLabel: t('kit.uploader.failed'),
    retryLabel: t('common.retry'),
    previewLabels: useImagePreviewLabels(),
  };
}
