import './theme.css';
import './global.css';

export { vars } from './contract.css';
export { visuallyHidden } from './visuallyHidden.css';
export { focusRing, focusRingInset } from './focusRing';
export { atoms, type Atoms } from './atoms.css';
export { lightTokens } from './tokens';
