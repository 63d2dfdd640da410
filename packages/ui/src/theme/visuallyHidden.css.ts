import { style } from './layer.css';

/**
 * Read by screen readers, not shown: the standard clip pattern. A class rather than react-aria's
 * `VisuallyHidden`, so text-only components (Badge, Price) stay free of react-aria's code.
 */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
