// A mail as the shop writes it: one shape for the templates, the outbox and the SMTP worker.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, e.g. the shopper who wrote through the help center. */
  replyTo?: string;
}
