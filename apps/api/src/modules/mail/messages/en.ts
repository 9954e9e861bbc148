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
  'order.note': 'A note from the provider: {note}',
  'order.payNow': 'Pay Now',
  'doc.proforma': 'Download the proforma invoice (PDF)',
  'doc.invoice': 'Download the commercial invoice (PDF)',
  'doc.packing-list': 'Download the packing list (PDF)',
  'doc.certificate-of-origin': 'Download the certificate of origin (draft) (PDF)',
  'confirmed.subject': 'Order #{id} confirmed',
  'confirmed.subjectOwes': 'Order #{id} confirmed: {amount} to pay',
  'confirmed.body': 'The provider has confirmed your order #{id}.',
  'confirmed.goods': 'Goods: {goods}. Shipping charge: {shipping}.',
  'confirmed.tax': '{row}: {tax} on the goods and shipping; total with it, {total}.',
  'confirmed.deposit': 'Deposit paid ({percent}%): {amount}.',
  'confirmed.onAccount':
    'On account: {amount} to pay by bank transfer within {days, plural, one {{n} day} other {{n} days}} of shipping. Your order will ship soon.',
  'confirmed.balance':
    'Balance to pay: {amount}. Open your order and choose Pay Now; it ships once it is paid.',
  'confirmed.nothing': 'Nothing is left to pay: your order will ship soon.',
  'confirmed.refund':
    'You paid more than the changed order costs: {amount} is being refunded to the card you paid with.',
  'amended.subject': 'Order #{id} changed: new total {total}',
  'amended.body': 'The provider has changed your order #{id} before confirming it.',
  'amended.removed': '{name}: removed (was {pairs}).',
  'amended.unit': '{before} → {after} a pair',
  'amended.tier': '{name}: {pairs}, {unit} (the style’s tier price changed), now {total}.',
  'amended.line': '{name}: {from} → {to}, now {total}.',
  'amended.lineUnit': '{name}: {from} → {to}, {unit}, now {total}.',
  'amended.goods': 'Goods before: {before}. Goods now: {now}.',
  'amended.refund':
    'You have paid {paid}: {refund} more than the order now costs. It is due back to you and will be refunded to the card you paid with when the order is confirmed.',
  'amended.toPay':
    'Still to pay: {amount}, plus the shipping charge the provider adds when confirming.',
  'amended.nothing':
    'The provider adds the shipping charge when confirming the order; nothing is charged now.',
  'shipped.subject': 'Order #{id} has shipped',
  'shipped.subjectShipment': 'Order #{id}: shipment {number} has shipped',
  'shipped.body': 'Your order #{id} is on its way with {carrier}.',
  'shipped.bodyShipment':
    'Shipment {number} of your order #{id} is on its way with {carrier}: {pairs}.',
  'shipped.tracking': 'Tracking number: {tracking}.',
  'shipped.waybill': 'Waybill: {waybill}.',
  'shipped.invoice': 'Commercial invoice: {invoice}.',
  'shipped.left': 'Still to ship: {pairs}. We will mail you again when they leave.',
  'shipped.owed': 'Invoice: {amount} to pay by bank transfer by {day}, quoting order #{id}.',
  'shipped.table': 'Shipment {number}',
  'due.subject': 'Invoice for order #{id} is due: {amount}',
  'due.invoice': 'Invoice {invoice} for your order #{id}, placed on account, is due on {day}.',
  'due.theInvoice': 'The invoice for your order #{id}, placed on account, is due on {day}.',
  'invoice.toPay': 'Still to pay: {amount}. Please pay it by bank transfer, quoting order #{id}.',
  'invoice.paid':
    'If you have paid it in the last few days, thank you: it will show on your order once it arrives.',
  'overdue.subject': 'Invoice for order #{id} is {days} days overdue: {amount}',
  'overdue.invoice':
    'Invoice {invoice} for your order #{id}, placed on account, was due on {day} and is now {days} days overdue.',
  'overdue.theInvoice':
    'The invoice for your order #{id}, placed on account, was due on {day} and is now {days} days overdue.',
  'overdue.hold':
    'New orders from your company will be held for review once an invoice is {days} days overdue.',
  'credit.subject': 'Credit note {number} for order #{id}',
  'credit.body':
    'We have issued credit note {number} on your order #{id}, crediting invoice {invoice}.',
  'credit.reason': 'Reason: {reason}',
  'credit.amount': 'Amount credited: {amount}.',
  'credit.amountTax': 'Amount credited: {amount}, of which {label} {tax}.',
  'credit.download': 'Download credit note {number} (PDF)',
  'layout.there': 'there',
  'cut.subject': 'Order #{id}: {pairs} will not ship',
  'cut.body': '{pairs} of your order #{id} will not ship. Reason: {reason}',
  'cut.line': '{description}: {pairs} cancelled.',
  'cut.refund': 'We are refunding {amount} to the card you paid with.',
  'cut.refundNote':
    'We are refunding {amount} to the card you paid with, with credit note {number} crediting invoice {invoice}.',
  'cut.goods': 'The goods of your order now come to {total}.',
  'draft.subject': 'An order for {company} is ready for you to review',
  'draft.prepared':
    'We have prepared an order for {company}: {pairs} pairs, {amount} before tax and shipping, at the prices we agreed.',
  'draft.review':
    'Open the link, sign in with this address, and review it: pay by card. The link works once, within {days} days.',
  'draft.reviewOnAccount':
    'Open the link, sign in with this address, and review it: pay by card or place it on account. The link works once, within {days} days.',
  'draft.action': 'Review the order',
  'invite.subject': '{who} invited you to order with {company} on {shop}',
  'invite.colleague': 'A colleague',
  'invite.admin':
    '{who} invited you to join {company} on {shop} as an admin: a member who orders, and manages the company, its addresses and its members.',
  'invite.buyer':
    '{who} invited you to join {company} on {shop} as a buyer: a member who orders and follows every order of the company.',
  'invite.open':
    'Open the link below, sign in or create an account with this address ({email}), and accept. The link works once, within {hours} hours.',
  'invite.moves':
    'If you already order on {shop} with this address, joining moves you to this company; your earlier orders stay with your old company.',
  'invite.action': 'Join {company}',
  'sheet.subject': 'Line sheet: {name}',
  'sheet.subjectSeason': 'Line sheet: {name} ({season})',
  'sheet.body': "Here is the line sheet of our collection {name}, with {company}'s prices.",
  'sheet.windows': 'Delivery windows: {windows}.',
  'sheet.signIn': 'Sign in to see it and to order from the collection’s page.',
  'sheet.action': 'View the collection',
  'sheet.pdf': 'Line sheet (PDF)',
} as const;
