import { IconFrame, type IconProps } from './IconFrame';

/** 24px outline icon for reviews and comments, in the current text colour; decorative (its link carries the name). */
export function CommentIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 5h16v11H9l-5 4V5z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </IconFrame>
  );
}
