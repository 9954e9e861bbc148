// The cart's fixed texts (001 §2, §8), written once; the screens' words are messages
// (i18n/catalogues/areas/cart.*.ts), this note stays for the order pages, the sample address is data.
export const SHIPPING_NOTE =
  'Shipping charges are extra: the provider calculates and applies them after your order is reviewed and confirmed.';
/** 001 §2: the hardcoded sample address of the cart and checkout screens. */
export const SAMPLE_ADDRESSES = [
  {
    name: 'Alex Morgan',
    lines: ['Unit 4, Riverside Trade Park', '18 Wharf Road', 'Manchester M3 4LB', 'United Kingdom'],
    phone: '+44 161 555 0142',
  },
  {
    name: 'Alex Morgan (Warehouse)',
    lines: ['Bay 12, Northgate Logistics Centre', 'Leeds LS9 0PS', 'United Kingdom'],
    phone: '+44 113 555 0199',
  },
] as const;
