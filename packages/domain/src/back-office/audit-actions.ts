// The audit log's actions in words (issue 28.9): the codes the API records (`customers.disable`)
// as an owner reads them ("Disabled a customer"). One map, read by the console's audit log; a
// code the map does not know yet still reads as words, never as a bare code.

export const AUDIT_ACTION_WORDS: Readonly<Record<string, string>> = {
  'banner.change': 'Changed a banner',
  'banner.create': 'Added a banner',
  'banner.order': 'Reordered the banners',
  'banner.remove': 'Removed a banner',
  'catalogue.brand.create': 'Added a brand',
  'catalogue.brand.delete': 'Removed a brand',
  'catalogue.brand.update': 'Changed a brand',
  'catalogue.bulk.archive': 'Archived products in bulk',
  'catalogue.bulk.change_price': 'Changed prices in bulk',
  'catalogue.bulk.hide_from_homepage': 'Took item groups off the home page',
  'catalogue.bulk.show_on_homepage': 'Put item groups on the home page',
  'catalogue.bulk.unarchive': 'Unarchived products in bulk',
  'catalogue.head_category.create': 'Added a head category',
  'catalogue.head_category.delete': 'Removed a head category',
  'catalogue.head_category.update': 'Changed a head category',
  'catalogue.import': 'Imported the catalogue',
  'catalogue.import.images': 'Fetched an import’s images into media',
  'catalogue.item_group.archive': 'Archived an item group’s ordered products',
  'catalogue.item_group.create': 'Added an item group',
  'catalogue.item_group.delete': 'Removed an item group',
  'catalogue.item_group.update': 'Changed an item group',
  'catalogue.pack.create': 'Added a pack (carton)',
  'catalogue.pack.delete': 'Removed a pack (carton)',
  'catalogue.pack.update': 'Changed a pack (carton)',
  'catalogue.product.archive': 'Archived a product',
  'catalogue.product.create': 'Added a product',
  'catalogue.product.delete': 'Removed a product',
  'catalogue.product.unarchive': 'Unarchived a product',
  'catalogue.product.update': 'Changed a product',
  'catalogue.style.create': 'Created a style’s products',
  'catalogue.subcategory.create': 'Added a subcategory',
  'catalogue.subcategory.delete': 'Removed a subcategory',
  'catalogue.subcategory.update': 'Changed a subcategory',
  'customer_group.assign': 'Put a company in a customer group',
  'customer_group.create': 'Added a customer group',
  'customer_group.delete': 'Removed a customer group',
  'customer_group.update': 'Changed a customer group',
  'customers.disable': 'Disabled a customer',
  'customers.enable': 'Enabled a customer',
  'home.show': 'Changed what the home page shows',
  'mail.send_again': 'Sent a mail again',
  'media.upload': 'Uploaded an image',
  'order.amend': 'Amended an order’s lines',
  'order.cancel': 'Cancelled an order',
  'order.confirm': 'Confirmed an order',
  'order.deliver': 'Marked an order delivered',
  'order.export': 'Changed how an order travels (its export details)',
  'order.invoice_issue': 'Issued an order’s commercial invoice',
  'order.note': 'Added a note to an order',
  'order.refunds_send': 'Sent an order’s refunds again',
  'order.ship': 'Marked an order shipped',
  'order.transfer_record': 'Recorded a bank transfer on an order',
  'product.image.add': 'Added a product photo',
  'product.image.remove': 'Removed a product photo',
  'rates.fetch': 'Fetched exchange rates',
  'rates.fetch_refused': 'Refused fetched exchange rates',
  'rates.set': 'Set exchange rates',
  'settings.change': 'Changed a setting',
  'settings.seller': 'Changed the seller details on trade documents',
  'social_link.change': 'Changed a social link',
  'social_link.create': 'Added a social link',
  'social_link.order': 'Reordered the social links',
  'social_link.remove': 'Removed a social link',
  'staff.accept_invitation': 'Accepted an invitation',
  'staff.add': 'Added a staff member',
  'staff.change': 'Changed a staff member',
  'staff.disable': 'Disabled a staff member',
  'staff.first_owner': 'Created the first owner',
  'staff.invite': 'Invited a staff member',
  'staff.notifications': 'Changed their notification mails',
  'staff.password_change': 'Changed their password',
  'staff.password_reset': 'Reset a password by e-mail link',
  'staff.password_reset_request': 'Asked for a password reset link',
  'staff.recovery_codes': 'Made new recovery codes',
  'staff.sign_in': 'Signed in',
  'staff.sign_in_failed': 'Failed to sign in',
  'staff.sign_out': 'Signed out',
  'staff.totp_disable': 'Turned off two-step sign-in',
  'staff.totp_enable': 'Turned on two-step sign-in',
  'staff.totp_enrolment_sent': 'Sent a two-step sign-in set-up link',
  'staff.totp_setup': 'Began setting up two-step sign-in',
  'stock.change': 'Changed a product’s stock',
};

/** An action in words: the map's, or the code's own words ("staff.password_change" → "Staff: password change"). */
export function auditActionWords(action: string): string {
  const known = AUDIT_ACTION_WORDS[action];
  if (known) return known;
  const parts = action
    .split('.')
    .map((p) => p.replace(/_/g, ' ').trim())
    .filter(Boolean);
  if (parts.length === 0) return 'Unnamed action';
  const [first, ...rest] = parts;
  const head = first!.charAt(0).toUpperCase() + first!.slice(1);
  return rest.length ? `${head}: ${rest.join(', ')}` : head;
}
