export { Popup, popupPositions, type PopupPosition, type PopupProps } from './Popup';
