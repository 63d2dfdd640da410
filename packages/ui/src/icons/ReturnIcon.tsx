import { IconFrame, type IconProps } from './IconFrame';

/** 24px outline icon for returns and after-sales, in the current text colour; decorative (its link carries the name). */
export function ReturnIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 14L4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </IconFrame>
  );
}
