export { Button, buttonSizes, buttonVariants, type ButtonProps } from './Button';
// Its own module: importing it does not download react-aria (see buttonClassName.ts).
export { buttonClassName, type ButtonClassOptions } from './buttonClassName';
