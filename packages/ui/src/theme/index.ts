import './theme.css';
import './global.css';

export { vars } from './contract.css';
export { visuallyHidden } from './visuallyHidden.css';
export { focusRing, focusRingInset } from './focusRing';
export { lightTokens } from './tokens';
