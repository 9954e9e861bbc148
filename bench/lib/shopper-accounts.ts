// The bench's shoppers' sign-in: their addresses and one password. Apart from dataset.ts, which
// makes the accounts, so the signing-in side (shoppers.ts, stock-race.ts) reads them without
// importing the dataset that imports it.
export const SHOPPER_PASSWORD = 'Bench#Shopper2026';
export const shopperEmail = (i: number) => `bench-shopper-${i}@solestock.test`;
