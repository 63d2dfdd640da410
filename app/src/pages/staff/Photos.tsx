import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {} from '@shop/api/contract';
import { ImagePreview } from '@shop/ui';

import { usePrivateImage } from '../../features/uploads/privateImage';
import * as styles from './Staff.css';
import { useImagePreviewLabels } from '../../shell/imageLabels';

export interface Photo {
  src: string;
  /** What the photo is ("Front of the ID card"): its caption and the name of its button. */
  label: string;
}

/**
 * Photos as tiles that open full size in the kit's viewer (Escape or the close button leaves it,
 * arrows move between them). Private uploads load through the signed client.
 */
export function Photos({ photos }: { photos: Photo[] }) {
  const previewLabels = useImagePreviewLabels();
  const [open, setOpen] = useState<number | null>(null);
  const [urls, setUrls] = useState<Record<number, string>>({});
  const ready = photos.flatMap((photo, index) =>
    urls[index] ? [{ index, src: urls[index], alt: photo.label }] : [],
  );
  const shown = ready.findIndex((photo) => photo.index === open);
  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, index) => (
          <li key={`${index}:${photo.src}`} className={styles.photo}>
            <PhotoTile
              photo={photo}
              onReady={(url) =>
                setUrls((current) =>
                  current[index] === url ? current : { ...current, [index]: url },
                )
              }
              onOpen={() => setOpen(index)}
            />
          </li>
        ))}
      </ul>
      <ImagePreview
        images={ready.map(({ src, alt }) => ({ src, alt }))}
        isOpen={open !== null && shown >= 0}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        index={Math.max(0, shown)}
        onIndexChange={(index) => setOpen(ready[index]?.index ?? null)}
        {...previewLabels}
      />
    </>
  );
}

function PhotoTile({
  photo,
  onReady,
  onOpen,
}: {
  photo: Photo;
  onReady: (url: string) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const image = usePrivateImage(photo.src);
  const captionId = useId();
  const readyUrl = image.status === 'ready' ? image.url : null;
  useEffect(() => {
    if (readyUrl) onReady(readyUrl);
    // The gallery's setter ignores an address it has already; a new address is told again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readyUrl]);
  return (
    <>
      {image.status === 'ready' ? (
        <button
          type="button"
          className={styles.photoButton}
          aria-label={t('pages.staff.detail.openPhoto', { name: photo.label })}
          onClick={onOpen}
        >
          <img src={image.url} alt="" className={styles.photoImage} />
        </button>
      ) : image.status === 'loading' ? (
        <span className={styles.photoState} role="status" aria-describedby={captionId}>
          {t('common.loading')}
        </span>
      ) : (
        <button
          type="button"
          className={`${styles.photoButton} ${styles.photoState}`}
          onClick={image.retry}
          aria-describedby={captionId}
        >
          {t('pages.staff.detail.photoFailed')}
        </button>
      )}
      <span id={captionId} className={styles.photoCaption}>
        {photo.label}
      </span>
    </>
  );
}

/* ---------- the audit trail ---------- */
