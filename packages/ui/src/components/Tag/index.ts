export { Tag, tagFills, tagSizes, tagTones, type TagProps } from './Tag';
