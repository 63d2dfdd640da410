import { IconFrame, type IconProps } from './IconFrame';

/** 24px outline icon for an order being packed, in the current text colour; decorative (its link carries the name). */
export function PackageIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" />
      <path d="M4 7.5l8 4.5 8-4.5" />
      <path d="M12 12v9" />
      <path d="M8 5.25l8 4.5" />
    </IconFrame>
  );
}
