import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const sticky = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
});
