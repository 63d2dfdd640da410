import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the control it sits in carries the name). */
export function GridIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </IconFrame>
  );
}
