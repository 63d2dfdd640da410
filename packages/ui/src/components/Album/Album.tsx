import { useState } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { ImagePreview, type ImagePreviewLabels, type PreviewImage } from '../ImagePreview';
import * as styles from './Album.css';

/** Most images an album shows (rows of 3); the spec's album maximum. */
export const ALBUM_MAX = 9;

export interface AlbumProps {
  images: readonly PreviewImage[];
  /** Tiles shown; beyond it the last tile says "+N" and the viewer still has every image. Default 9. */
  maxCount?: number;
  /** Labels of the viewer that opens on press. */
  previewLabels: ImagePreviewLabels;
  /** Accessible name of a tile, e.g. (2, 9) => "Open photo 2 of 9". Defaults to the image's alt. */
  openLabel?: (index: number, total: number) => string;
  className?: string;
}

/**
 * Up to nine images in rows of three (a review's or a post's photos). Each tile is a button that
 * opens `ImagePreview` at that image.
 */
export function Album({
  images,
  maxCount = ALBUM_MAX,
  previewLabels,
  openLabel,
  className,
}: AlbumProps) {
  const { locale } = useLocale();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const shown = images.slice(0, maxCount);
  const hidden = images.length - shown.length;
  const number = new Intl.NumberFormat(locale, { signDisplay: 'always' });
  return (
    <>
      <ul
        className={[styles.grid, images.length === 1 && styles.single, className]
          .filter(Boolean)
          .join(' ')}
      >
        {shown.map((image, i) => (
          <li key={`${i}-${image.src}`}>
            <Button
              className={styles.tile}
              aria-label={openLabel ? openLabel(i + 1, images.length) : image.alt}
              onPress={() => setOpenAt(i)}
            >
              <img
                src={image.src}
                alt=""
                className={styles.image}
                loading="lazy"
                decoding="async"
              />
              {hidden > 0 && i === shown.length - 1 && (
                <span className={styles.more} aria-hidden="true">
                  {number.format(hidden)}
                </span>
              )}
            </Button>
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <ImagePreview
          {...previewLabels}
          images={images}
          defaultIndex={openAt}
          isOpen
          onOpenChange={(open) => !open && setOpenAt(null)}
        />
      )}
    </>
  );
}
