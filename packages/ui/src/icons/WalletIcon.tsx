import { IconFrame, type IconProps } from './IconFrame';

/** 24px outline icon for payment and the wallet, in the current text colour; decorative (its link carries the name). */
export function WalletIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5H18v3" />
      <path d="M3 7.5V18a2 2 0 0 0 2 2h15V8H5.5A2.5 2.5 0 0 1 3 7.5z" />
      <path d="M16.5 14h.01" />
    </IconFrame>
  );
}
