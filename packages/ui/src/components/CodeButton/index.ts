export { CODE_COUNTDOWN_SECONDS, CodeButton, codeButtonVariants, type CodeButtonPhase, type CodeButtonProps } from './CodeButton';
