import { IconFrame, type IconProps } from './IconFrame';

/** 24px icon in the current text colour; decorative (the control it sits in carries the name). */
export function BackspaceIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M21 5H9l-6 7 6 7h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1z" />
      <path d="M17 9l-6 6M11 9l6 6" />
    </IconFrame>
  );
}
