import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@shop/api/contract';
import { Skeleton, Uploader, type UploaderErrorReason, type UploaderItem } from '@shop/ui';
import { useApi } from '../../../api/useApi';
import { useFeedback } from '../../../shell/feedback';
import { usePrivateImage } from '../../../features/uploads/privateImage';
import * as styles from './Merchant.css';
import { useUploaderLabels } from '../../../shell/imageLabels';

const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** One picture of the form: picked, uploaded with progress, retried or removed with the kit's Uploader. */
export function ImageUpload<F extends string>({
  field,
  label,
  purpose,
  values,
  onEdit,
  issue,
}: {
  field: F;
  label: string;
  purpose: 'store' | 'identity';
  values: Partial<Record<F, string | undefined>>;
  onEdit: (values: Partial<Record<F, string>>) => void;
  issue?: string | undefined;
}) {
  const { t } = useTranslation();
  const uploaderLabels = useUploaderLabels();
  const api = useApi();
  const feedback = useFeedback();
  const labelId = `upload-${field}`;
  const issueId = `upload-${field}-issue`;
  // The picture the form already had (a reapplication): identity photos are private uploads, so
  // their preview is loaded through the signed client (the staff console's helper) before the
  // Uploader takes it; the Uploader keeps its own list from then on.
  const [saved] = useState(() => values[field] ?? '');
  const preview = usePrivateImage(saved);
  const [restored, setRestored] = useState<UploaderItem[] | null>(() => (saved ? null : []));
  if (restored === null && preview.status !== 'loading') {
    setRestored([
      {
        id: `${field}-saved`,
        preview: preview.url ?? saved,
        url: saved,
        status: 'done',
        progress: 1,
      },
    ]);
  }
  const refused: Record<UploaderErrorReason, string> = {
    'too-large': t('errors.fileTooLarge', { maxMegabytes: UPLOAD_MAX_MEGABYTES }),
    'wrong-type': t('errors.unsupportedFile'),
    'too-many': t('kit.uploader.tooMany', { max: 1 }),
  };
  return (
    <div
      className={styles.field}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={issue ? issueId : undefined}
      data-field-invalid={issue ? '' : undefined}
    >
      <span id={labelId} className={styles.fieldLabel}>
        {label}
      </span>
      {restored === null ? (
        <Skeleton shape="block" width={80} height={80} />
      ) : (
        <Uploader
          upload={async (file, onProgress) => {
            const uploaded = await api.upload(
              'uploadImage',
              { file, purpose },
              {
                onProgress: (progress) => {
                  if (progress.fraction !== null) onProgress(progress.fraction);
                },
              },
            );
            return uploaded.url;
          }}
          defaultValue={restored}
          onChange={(items) => {
            const done = items.find((item) => item.status === 'done' && item.url);
            onEdit({ [field]: done?.url ?? '' } as Partial<Record<F, string>>);
          }}
          onError={({ reason }) => feedback.toast(refused[reason], 'error')}
          maxCount={1}
          multiple={false}
          maxSize={UPLOAD_MAX_BYTES}
          accept={UPLOAD_MIME_TYPES}
          {...uploaderLabels}
          imageAlt={() => label}
        />
      )}
      {issue ? (
        <p id={issueId} className={styles.error}>
          {issue}
        </p>
      ) : null}
    </div>
  );
}
