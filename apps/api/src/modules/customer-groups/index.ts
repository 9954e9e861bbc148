// The customer-groups module's entry: what the rest of the API may use of it. Everything else in
// modules/customer-groups/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { customerGroupsAdminRoutes } from './customer-groups.admin.routes.ts';
export {
  catalogueDiscountFrom,
  companyGroupDiscount,
  discountField,
  discountText,
  groupDiscountColumn,
  groupDiscountOf,
  hasDiscount,
  memberAmount,
  shopperDiscount,
} from './group-prices.ts';
export { termsOfCompany } from './payment-terms.ts';
