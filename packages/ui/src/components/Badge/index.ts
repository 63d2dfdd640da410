export { Badge, BADGE_MAX, formatBadgeCount, type BadgeProps } from './Badge';
