import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the control it sits in carries the name). */
export function ArrowLeftIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M20 12H4M10 5l-7 7 7 7" />
    </IconFrame>
  );
}
