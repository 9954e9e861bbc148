// One layout for every mail the shop sends, in text and HTML from the same parts: a greeting,
// paragraphs, an optional button link. Every value is escaped in the HTML body.
import type { MailMessage } from './mail-message.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One layout for every account mail: a greeting, paragraphs, an optional button link. */
export function composeMail(
  to: string,
  subject: string,
  name: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  /** Further links (an order's documents), each a line: its label and its address. */
  links: readonly { label: string; url: string }[] = [],
): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...links.flatMap((l) => [`${l.label}: ${l.url}`]),
    ...(links.length ? [''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    'Solestock',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>Hello ${escapeHtml(name)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('\n')}
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#111827;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : ''
}
<p>Solestock</p></body></html>`;
  return { to, subject, text, html };
}
