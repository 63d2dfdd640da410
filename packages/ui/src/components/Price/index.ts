export {
  CURRENCY_SYMBOL,
  formatPrice,
  MINOR_UNITS,
  Price,
  priceParts,
  priceSizes,
  type PriceProps,
} from './Price';
