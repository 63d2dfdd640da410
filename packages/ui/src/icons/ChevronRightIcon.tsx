import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the control it sits in carries the name). */
export function ChevronRightIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 5l7 7-7 7" />
    </IconFrame>
  );
}
