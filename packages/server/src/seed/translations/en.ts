import type { CouponKey } from '../catalogueData';

/**
 * The English texts that are composed rather than listed in catalogueData.ts. The demo seed
 * writes them; the translation seed finds the rows by them.
 */
export const en = {
  productName: ({ adjective, colour, noun }: { adjective: string; colour: string; noun: string }) => `${adjective} ${colour} ${noun}`,
  productDescription: (store: string) => `A dependable pick from our ${store} range.\n\nCarefully packed and shipped within two days.`,
  storeDescription: (store: string) => `${store}: carefully chosen goods, shipped within two days.`,
  wholesaleDescription: (name: string) => `${name}: supplied by the platform, ready to sell from your store.`,
  coupons: (store: string): Record<CouponKey, string> => ({
    fiveOverFifty: '$5 off orders over $50',
    threeOffAnything: '$3 off anything',
    twentyAtStore: `$20 off at ${store}`,
    tenOverEighty: '$10 off orders over $80',
    eightOverSixty: '$8 off orders over $60',
    fifteenOverHundred: '$15 off orders over $100',
  }),
};
