export {
  COUNTDOWN_ANNOUNCE_AT_MS,
  COUNTDOWN_TICK_MS,
  CountDown,
  countDownFormats,
  formatCountDown,
  type CountDownProps,
} from './CountDown';
