export {
  ActionSheet,
  actionSheetTones,
  type ActionSheetAction,
  type ActionSheetProps,
} from './ActionSheet';
