import { IconFrame, type IconProps } from './IconFrame';

/** 24px outline icon for delivery on its way, in the current text colour; decorative (its link carries the name). */
export function TruckIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M2.5 6h11v10h-11z" />
      <path d="M13.5 9.5h4l3 3.5V16h-7" />
      <path d="M7 18.5a1.75 1.75 0 1 0 0-.01M17 18.5a1.75 1.75 0 1 0 0-.01" />
    </IconFrame>
  );
}
