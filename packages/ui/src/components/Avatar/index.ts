export { Avatar, avatarShapes, avatarSizes, initialsOf, type AvatarProps } from './Avatar';
