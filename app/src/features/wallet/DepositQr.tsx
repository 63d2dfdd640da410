import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';
import { Skeleton } from '@shop/ui';
import * as styles from './DepositQr.css';

/**
 * The receiving address as a QR code, drawn here from the address text itself (so picture and
 * text can never disagree) as an SVG image. Its own module: `qrcode` is loaded only by the deposit
 * screen, and only once a channel with an address is shown.
 */
export default function DepositQr({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#FFFFFF' } })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  if (!src) return <Skeleton shape="block" width={184} height={184} className={styles.qr} />;
  return <img className={styles.qr} src={src} alt={label} width={184} height={184} />;
}
