import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the control it sits in carries the name). */
export function EyeIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </IconFrame>
  );
}
