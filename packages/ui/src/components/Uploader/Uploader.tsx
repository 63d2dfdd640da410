import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, FileTrigger, useLocale } from 'react-aria-components';
import { CameraIcon } from '../../icons/CameraIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import { RetryIcon } from '../../icons/RetryIcon';
import { ImagePreview, type ImagePreviewLabels } from '../ImagePreview';
import { isAccepted } from './accept';
import * as styles from './Uploader.css';

/** Most files an uploader takes by default (uView's default and the spec's). */
export const UPLOADER_MAX_COUNT = 52;
/** Accepted by default: any image. */
export const UPLOADER_ACCEPT = ['image/*'] as const;

export const uploaderErrorReasons = ['too-large', 'wrong-type', 'too-many'] as const;
export type UploaderErrorReason = (typeof uploaderErrorReasons)[number];

export interface UploaderItem {
  id: string;
  /** What the tile shows: the uploaded URL, or a local object URL while uploading. */
  preview: string;
  /** The URL the upload answered with, once done. */
  url?: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  file?: File;
}

export interface UploaderProps {
  /** Sends one file; report progress (0 to 1) through `onProgress`; resolve with its URL. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** Files already there (e.g. URLs from the server), shown as done. */
  defaultValue?: readonly UploaderItem[];
  /** Every change of the list: added, progressed, done, failed, removed. */
  onChange?: (items: UploaderItem[]) => void;
  /** A file was refused; show a translated message for `reason`. */
  onError?: (error: { reason: UploaderErrorReason; file: File }) => void;
  /** Default {@link UPLOADER_MAX_COUNT}. The add tile disappears at the limit. */
  maxCount?: number;
  /** Largest file in bytes. Default: no limit. */
  maxSize?: number;
  /** MIME types, wildcards or extensions. Default `image/*`. */
  accept?: readonly string[];
  /** On phones, open the camera directly (`user` front, `environment` back) instead of the picker. */
  capture?: 'user' | 'environment';
  /** Allow picking several files at once. Default true. */
  multiple?: boolean;
  isDisabled?: boolean;
  /** Label of the add tile, e.g. "Add photo". */
  addLabel: ReactNode;
  /** Name of a tile's preview button, e.g. (2, 5) => "View photo 2 of 5". */
  previewLabel: (index: number, total: number) => string;
  /** Name of a tile's delete button, e.g. (2) => "Delete photo 2". */
  deleteLabel: (index: number) => string;
  /** Name of a tile's progress bar, e.g. "Uploading". */
  uploadingLabel: string;
  /** Shown on a tile whose upload failed. */
  failedLabel: ReactNode;
  /** The retry button's label. */
  retryLabel: ReactNode;
  /** Alt text of an image in the viewer, e.g. (2) => "Photo 2". */
  imageAlt: (index: number) => string;
  /** Labels of the viewer that opens on a tile press. */
  previewLabels: ImagePreviewLabels;
  className?: string;
}

let nextId = 0;
const newId = () => `upload-${(nextId += 1)}`;

/**
 * Image upload in a wrapping grid of 80px tiles. Picks files (or the camera on phones), refuses
 * those too large, of the wrong type or over the count through `onError`, uploads each through
 * the async `upload` prop with a progress bar, offers a retry on failure, opens `ImagePreview` on
 * press, and deletes with a named button. Every text comes in through props.
 */
export function Uploader({
  upload,
  defaultValue = [],
  onChange,
  onError,
  maxCount = UPLOADER_MAX_COUNT,
  maxSize = Number.POSITIVE_INFINITY,
  accept = UPLOADER_ACCEPT,
  capture,
  multiple = true,
  isDisabled = false,
  addLabel,
  previewLabel,
  deleteLabel,
  uploadingLabel,
  failedLabel,
  retryLabel,
  imageAlt,
  previewLabels,
  className,
}: UploaderProps) {
  const { locale } = useLocale();
  const [items, setItems] = useState<UploaderItem[]>(() => [...defaultValue]);
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const objectUrls = useRef(new Set<string>());

  // Report every change after it lands, never during render.
  const reported = useRef(items);
  useEffect(() => {
    if (reported.current === items) return;
    reported.current = items;
    onChange?.(items);
  }, [items, onChange]);

  // Local previews are released with the component.
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (id: string, patch: Partial<UploaderItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const send = (id: string, file: File) => {
    upload(file, (fraction) => update(id, { progress: Math.min(Math.max(fraction, 0), 1) })).then(
      (url) => update(id, { status: 'done', url, progress: 1 }),
      () => update(id, { status: 'failed' }),
    );
  };

  const onSelect = (files: FileList | null) => {
    if (!files) return;
    const added: UploaderItem[] = [];
    for (const file of Array.from(files)) {
      if (items.length + added.length >= maxCount) onError?.({ reason: 'too-many', file });
      else if (!isAccepted(file, accept)) onError?.({ reason: 'wrong-type', file });
      else if (file.size > maxSize) onError?.({ reason: 'too-large', file });
      else {
        const preview = URL.createObjectURL(file);
        objectUrls.current.add(preview);
        added.push({ id: newId(), preview, status: 'uploading', progress: 0, file });
      }
    }
    if (added.length === 0) return;
    setItems((list) => [...list, ...added]);
    for (const item of added) send(item.id, item.file!);
  };

  const remove = (id: string) =>
    setItems((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone && objectUrls.current.has(gone.preview)) {
        URL.revokeObjectURL(gone.preview);
        objectUrls.current.delete(gone.preview);
      }
      return list.filter((item) => item.id !== id);
    });

  const retry = (item: UploaderItem) => {
    if (!item.file) return;
    update(item.id, { status: 'uploading', progress: 0 });
    send(item.id, item.file);
  };

  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const viewable = items.filter((item) => item.status === 'done');
  return (
    <>
      <ul className={[styles.grid, className].filter(Boolean).join(' ')}>
        {items.map((item, i) => (
          <li key={item.id} className={styles.item}>
            {item.status === 'done' ? (
              <Button
                className={styles.previewButton}
                aria-label={previewLabel(i + 1, items.length)}
                onPress={() => setPreviewAt(viewable.indexOf(item))}
              >
                <img src={item.preview} alt="" className={styles.image} />
              </Button>
            ) : (
              <img src={item.preview} alt="" className={styles.image} />
            )}
            {item.status === 'uploading' && (
              <div className={styles.cover}>
                <div
                  role="progressbar"
                  aria-label={uploadingLabel}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                  aria-valuetext={percent.format(item.progress)}
                  className={styles.track}
                >
                  <div className={styles.bar} style={{ inlineSize: `${item.progress * 100}%` }} />
                </div>
                <span aria-hidden="true">{percent.format(item.progress)}</span>
              </div>
            )}
            {item.status === 'failed' &&
              (item.file ? (
                // The whole tile is the retry target; its name says what happened and what it does.
                <Button
                  className={`${styles.cover} ${styles.retry}`}
                  onPress={() => retry(item)}
                  isDisabled={isDisabled}
                >
                  <RetryIcon className={styles.retryIcon} />
                  <span>{failedLabel}</span>
                  <span className={styles.visuallyHidden}>{retryLabel}</span>
                </Button>
              ) : (
                <div className={styles.cover}>
                  <span>{failedLabel}</span>
                </div>
              ))}
            {!isDisabled && (
              <Button
                className={styles.remove}
                aria-label={deleteLabel(i + 1)}
                onPress={() => remove(item.id)}
              >
                <span className={styles.removeBadge}>
                  <CloseIcon />
                </span>
              </Button>
            )}
          </li>
        ))}
        {items.length < maxCount && (
          <li>
            <FileTrigger
              acceptedFileTypes={accept}
              allowsMultiple={multiple}
              defaultCamera={capture}
              onSelect={onSelect}
            >
              <Button className={styles.add} isDisabled={isDisabled}>
                <CameraIcon className={styles.addIcon} />
                <span>{addLabel}</span>
              </Button>
            </FileTrigger>
          </li>
        )}
      </ul>
      {previewAt !== null && previewAt >= 0 && (
        <ImagePreview
          {...previewLabels}
          images={viewable.map((item, i) => ({ src: item.preview, alt: imageAlt(i + 1) }))}
          defaultIndex={previewAt}
          isOpen
          onOpenChange={(open) => !open && setPreviewAt(null)}
        />
      )}
    </>
  );
}
