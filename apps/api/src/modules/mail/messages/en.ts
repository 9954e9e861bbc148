// The buyer's mails' messages in English: every id, and the text the mails have always had
// (docs/languages-mails-and-papers.md). `shop` is the shop's name mark (SHOP_NAME).
export const en = {
  'layout.hello': 'Hello {name},',
  'layout.pasteLink': 'Or paste this link into your browser: {url}',

  'verify.subject': 'Confirm your {shop} account',
  'verify.thanks': 'Thanks for signing up. Please confirm your email address to start shopping.',
  'verify.expiry': 'The link works once and expires in 24 hours.',
  'verify.action': 'Confirm my email',
  'exists.subject': 'You already have a {shop} account',
  'exists.someone':
    'Someone (hopefully you) tried to create a {shop} account with this email address, which already has one.',
  'exists.advice':
    'If it was you, log in. If you forgot your password, you can reset it from the login page. If it was not you, you can ignore this email.',
  'action.logIn': 'Log in',
  'verified.subject': 'Your {shop} email is already confirmed',
  'verified.body':
    'A new confirmation link was requested, but this address is already confirmed. You can log in.',
  'reset.subject': 'Reset your {shop} password',
  'reset.request':
    'We received a request to reset your password. Choose a new one with the link below.',
  'reset.expiry':
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  'reset.action': 'Choose a new password',
  'changed.subject': 'Your {shop} password was changed',
  'changed.done':
    'Your password was just reset, and every device that was signed in to your account has been signed out.',
  'changed.warning': 'If you did not do this, reset your password again at once and contact us.',
  'changed.action': 'Reset my password',

  'order.pairs': '{count, plural, one {{n} pair} other {{n} pairs}}',
  'order.viewOrder': 'View your order',
  'order.delivery': 'Delivery address: {address}.',
  'order.orderedFor': 'Ordered for: {company}.',
  'order.goodsTax': '{row}: {tax} on the goods; with it, {total}.',
  'table.yourOrder': 'Your order',
  'table.caption':
    '{title}: {count, plural, one {{n} style} other {{n} styles}} and colours, {pairs}',
  'table.style': 'Style and colour',
  'table.sizes': 'Sizes × pairs',
  'table.pairs': 'Pairs',
  'table.amount': 'Amount',
  'table.more':
    "…and {count, plural, one {{n} more style} other {{n} more styles}} and colours, {pairs}, {amount}: every line is on your order's page.",
  'received.subject': 'We received your order #{id}',
  'received.thanks': 'Thank you for your order #{id} of {total}.',
  'received.deposit':
    'Deposit ({percent}%) charged by card now: {deposit}. Balance: {balance} plus the shipping charge, to pay before shipping.',
  'received.onAccount':
    'Placed on account: the provider reviews the order, calculates the shipping charge and confirms it. Nothing is charged now; the invoice is due {days, plural, one {{n} day} other {{n} days}} after shipping.',
  'received.card':
    'Once your card payment goes through, the provider reviews the order, calculates the shipping charge and confirms it.',
  'received.later':
    'The provider reviews the order, calculates the shipping charge and confirms it. You pay once it is confirmed.',
  'received.steps': 'We will e-mail you at each step.',
  'cancelled.subject': 'Order #{id} has been cancelled',
  'cancelled.reason': 'Your order #{id} has been cancelled. Reason: {reason}',
  'cancelled.refund':
    '{amount} is being refunded to the card you paid with. Depending on your bank it can take a few days to show.',
  'cancelled.nothing': 'Nothing was charged, so there is nothing to refund.',
  'expired.subject': 'Order #{id} has been cancelled: not paid in time',
  'expired.body':
    'Your order #{id} of {total} was not paid within {minutes} minutes of being placed, so it has been cancelled and the pairs held for it are back on sale.',
  'expired.again': 'To buy them, place the order again while they last.',
} as const;
