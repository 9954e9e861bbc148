// English messages of one area of the storefront (docs/languages.md): Cart and checkout: features/cart, features/checkout, their routes.
// Spread into the English catalogue (../en.ts); ids start with the area's own prefixes.
import { ORDER_FAILURE_REFUND_DAYS } from '@solestock/domain';

export const cartEn = {
  // Titles of the routes.
  'cart.title': 'My Cart',
  'checkout.title.delivery': 'Delivery',
  'checkout.title.payment': 'Payment',
  'checkout.title.success': 'Order Submitted',
  'checkout.title.failure': 'Order Failed',

  // The cart (001 §2, step 1 of 3).
  'cart.addingToCart': 'ADDING TO CART...',
  'cart.empty.heading': 'Hey , It Feels so light !',
  'cart.empty.text': 'There is nothing in your Cart. Let’s add some items.',
  'cart.continueShopping': 'Continue shopping',
  'cart.heading': 'My Cart ({count} {count, plural, one {Item} other {Items}})',
  'cart.deliverTo': 'Deliver to: {name}',
  'cart.changeAddress': 'Change Address',
  'cart.items.label': 'Cart items',
  'cart.selectedCount': '{selected}/{total} ITEMS SELECTED',
  'cart.collapseAll': 'Collapse all',
  'cart.expandAll': 'Expand all',
  'cart.remove': 'Remove',
  'cart.continue': 'CONTINUE',
  'cart.fetchError': 'Failed to fetch cart products',
  'cart.action.linesUnreadable': 'The lines could not be read.',
  'cart.action.cartonsUnreadable': 'The cartons could not be read.',
  'cart.action.unknown': 'Unknown cart action.',

  // What stands between the cart and checkout.
  'cart.blockers.heading': 'Before you check out',
  'cart.blockers.stockShort':
    '{count, plural, one {A line asks} other {{count} lines ask}} for more pairs than are in stock: lower {count, plural, one {it} other {them}} to what is left.',
  'cart.blockers.styleShort':
    '{style} has a minimum of {minPairs} {minPairs, plural, one {pair} other {pairs}} per style (mix sizes and colours) and your order has {pairs}: add {missing} more, or remove the style.',
  'cart.blockers.stylesShort':
    '{count} styles are below their minimum: {list}. Add pairs (mix sizes and colours), or remove these styles.',
  'cart.blockers.stylesShortItem': '{style} ({pairs} of {minPairs} pairs)',
  'cart.blockers.orderShort':
    "The minimum order is {minimum} and your goods come to {goods} at today's rate: add {missing} more.",
  'cart.listSeparator': ', ',

  // One style and colour of the cart.
  'cart.style.summary': '{pairs} pairs · {sizes} {sizes, plural, one {size} other {sizes}} · ',
  'cart.perPair': ' / pair',
  'cart.style.needsChange': 'Needs a change',
  'cart.style.sizes': 'Sizes of {name}',
  'cart.select': 'Select {name}',
  'cart.line.size': ', size {size}',
  'cart.short.soldOut': 'sold out',
  'cart.short.left': 'only {count} left',
  'cart.short.size': 'Size {size}: {short}',
  'cart.gone': 'No longer available: {sizes}',
  'cart.gone.thisProduct': 'this product',
  'cart.oneSize': 'One size',
  'cart.line.remove': 'Remove {name}',
  'cart.line.decrease': 'Decrease quantity of {name}',
  'cart.line.increase': 'Increase quantity of {name}',
  'cart.line.pairs': '{name}, pairs',
  'cart.line.nowRest': '{now} now, the rest {rest}',

  // The price block.
  'cart.priceDetails': 'Price Details',
  'cart.totalPrice': 'Total Price ({count} {count, plural, one {Item} other {Items}})',
  'cart.shipping': 'Shipping',
  'cart.shippingCalculated': 'Calculated after confirmation',
  'cart.totalAmount': 'Total Amount',
  'cart.shippingNote':
    'Shipping charges are extra: the provider calculates and applies them after your order is reviewed and confirmed.',

  // The three steps.
  'checkout.steps.label': 'Checkout steps',
  'checkout.step.cart': 'Cart',
  'checkout.step.delivery': 'Delivery',
  'checkout.step.payment': 'PAYMENTS',
  'checkout.steps.position': 'Step {at} of {total}',

  // Delivery (step 2).
  'checkout.loadError': 'Failed to load checkout details. Please try again later.',
  'checkout.noAddressYet':
    'You have no delivery address yet. Add one below: an order is only sent where you ask.',
  'checkout.sampleCaption': 'Example of an address (not yours)',
  'checkout.addressFirst': 'Add or choose a delivery address to continue.',
  'checkout.deliveryAddress': 'Delivery Address',
  'checkout.bookUnreadable':
    'Your company’s addresses could not be loaded. Please reload the page to choose one.',
  'checkout.delivery.heading': 'Delivery',
  'checkout.continueToPayment': 'Continue To Payment',
  'checkout.submitting': 'Submitting...',
  'checkout.submitOrder': 'Submit Order',
  'checkout.onAccount':
    'Place order on account, pay within {days} {days, plural, one {day} other {days}} of shipping',
  'checkout.goods.heading': 'Your goods',
  'checkout.goods.count':
    '{styles} {styles, plural, one {style} other {styles and colours}}, {pairs} pairs',
  'checkout.goods.stylePairs': '{pairs} pairs · ',
  'checkout.deposit.words': 'Deposit {percent}% now, balance before shipping',
  'checkout.deposit.now': 'Deposit now ({percent}%)',
  'checkout.deposit.balance': 'Balance before shipping',
  'checkout.deposit.plusShipping': 'plus the shipping charge',

  // PAYMENTS (step 3).
  'checkout.payment.heading': 'PAYMENTS',
  'checkout.payment.label': 'Payment method',
  'checkout.tab.card': 'Credit/Debit Card',
  'checkout.tab.payLater': 'Pay Later',
  'checkout.tab.emi': 'EMI',
  'checkout.tab.netBanking': 'Net Banking',
  'checkout.soon.payLater': 'Pay Later is coming soon. Please pay by card for now.',
  'checkout.soon.emi': 'EMI options are coming soon. Please pay by card for now.',
  'checkout.soon.netBanking': 'Net Banking is coming soon. Please pay by card for now.',
  'checkout.deliveringTo': 'Delivering to',
  'checkout.change': 'Change',
  'checkout.depositNow': 'Deposit now',
  'checkout.processing': 'Processing...',
  'checkout.payNow': 'Pay Now',
  'checkout.backToDelivery': 'Back to Delivery',

  // The card form.
  'checkout.card.loadingForm': 'Loading the secure card form…',
  'checkout.card.loadingField': 'Loading the secure card field…',
  'checkout.card.details': 'Card details',
  'checkout.card.number': 'Card Number',
  'checkout.card.name': 'Name on Card',
  'checkout.card.expiry': 'Expiry (MM/YY)',
  'checkout.card.expiryPlaceholder': 'MM/YY',
  'checkout.card.cvv': 'CVV',
  'checkout.card.testCard': 'Test card: 4242 4242 4242 4242, any future expiry, any 3 digits.',
  'checkout.card.unavailable': 'Payment service is not available. Please try again.',
  'checkout.card.nameRequired': 'Please enter the name on the card.',
  'checkout.card.detailsMissing': 'Card details could not be retrieved',
  'checkout.card.expiryIncomplete': "Your card's expiration date is incomplete.",
  'checkout.card.error': 'error {message}',
  'checkout.card.stripeProcessing':
    'Your payment is being processed. Your order will show as paid once the card processor confirms it.',
  'checkout.card.nothingDue': 'There is nothing to pay on this order now.',

  // An order's balance.
  'checkout.balance.paid': 'Payment received. Thank you: your balance is paid.',
  'checkout.balance.notRecorded':
    'Your card was accepted, but we could not record the payment yet. Please try again; you will not be charged twice.',
  'checkout.balance.recording': 'Recording your payment…',
  'checkout.balance.tryAgain': 'Try again',
  'checkout.balance.payByCard': 'Pay {amount} by card',
  'checkout.balance.cancel': 'Cancel',
  'checkout.balance.preparing': 'Preparing payment…',

  // Order success and failure.
  'checkout.needHelp': 'Need Help?',
  'checkout.contactUs': 'Contact Us',
  'checkout.success.processing': 'Processing your order...',
  'checkout.success.notConfirmed':
    'We could not confirm your payment yet. Please check your orders shortly.',
  'checkout.success.heading': 'Order Submitted',
  'checkout.success.text':
    'Your Order is Submitted. You will receive an order confirmation email shortly with the expected delivery date for your items.',
  'checkout.success.orderId': 'Order ID:',
  'checkout.success.deliveringTo': 'Delivering to {address}',
  'checkout.success.orderDetails': 'ORDERS DETAILS',
  'checkout.failure.heading': 'Order Failed',
  'checkout.failure.text':
    'Your Order is failed to process at this time. If payment is deducted, you will get refund in {days}',
  'checkout.failure.refundDays': ORDER_FAILURE_REFUND_DAYS,
  'checkout.failure.backToCart': 'Back to Cart',
} as const;
