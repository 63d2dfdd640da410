import type { StoreApplicationForm } from '../validation/forms';

/** A store application every rule accepts (Thai mobile number, uploaded images). */
export const validApplication: StoreApplicationForm = {
  name: 'Siam Silk',
  category: 'fashion',
  storeType: 'personal',
  country: 'TH',
  city: 'Bangkok',
  logo: 'https://cdn.example/logo.png',
  banner: 'https://cdn.example/banner.png',
  description: 'Hand-woven silk from Chiang Mai',
  contactPerson: 'Somchai',
  contactPhone: '0812345678',
  phoneCountry: 'TH',
  certificateType: 'identityCard',
  certificateNumber: '1103700012345',
  frontPhoto: 'https://cdn.example/front.png',
  backPhoto: 'https://cdn.example/back.png',
  handPhoto: '',
};
