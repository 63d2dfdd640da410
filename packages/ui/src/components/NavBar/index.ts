export { NavBar, navBarHeadingLevels, type NavBarProps } from './NavBar';
