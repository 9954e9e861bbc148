// The companies module's entry: what the rest of the API may use of it. Everything else in
// modules/companies/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export {
  companiesOfUsers,
  foundCompany,
  membershipOf,
  orderOfBuyersCompany,
  tidyCompanies,
} from './company.repository.ts';
export { companyRoutes } from './company.routes.ts';
export { bookAddressCountry, orderCompanyCopy } from './company.service.ts';
export type { OrderCompanyCopy } from './company.service.ts';
// A company's sales rep (docs/staff-orders.md): the assignment, and a rep's reach.
export {
  assignRep,
  isRepCompany,
  repCompanyIds,
  repScopeOf,
  salesReps,
  scopeRepRequests,
} from './company-reps.ts';
