import { useTranslation } from 'react-i18next';
import type { ImagePreviewLabels } from '../components/ImagePreview';

/**
 * Placeholders for the controls panel: the stories draw the viewer with `usePreviewLabels()`, but
 * `Meta` still wants every required label.
 */
export const blankPreviewLabels: ImagePreviewLabels = {
  label: '',
  close: '',
  previous: '',
  next: '',
  zoomIn: '',
  zoomOut: '',
  position: () => '',
};

/** The image viewer's words in the toolbar's locale, for every story that opens it. */
export function usePreviewLabels(): ImagePreviewLabels {
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
