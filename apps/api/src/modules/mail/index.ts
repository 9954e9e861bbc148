// The mail module's entry: what the rest of the API may use of it. Everything else in
// modules/mail/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { SHOP_NAME, composeMail } from './compose.ts';
export { mailT } from './messages/index.ts';
export type { MailTable } from './compose.ts';
export { devMailApiRoutes, devMailPageRoutes } from './dev-mail.routes.ts';
export type { MailMessage } from './mail-message.ts';
export { queueMail } from './mail-queue.ts';
export { mailAdminRoutes } from './mail.admin.routes.ts';
export { createMailer, devOutboxEnabled } from './mailer.ts';
export type { Mailer } from './mailer.ts';
