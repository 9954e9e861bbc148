// Test support: a real SMTP server on a free local port that keeps what it receives, so tests
// read the mail the store actually sent. It can refuse mail and be stopped and started again on
// the same port, for the tests of an SMTP outage (modules/mail/mail-delivery.test.ts).
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  /** The whole message, quoted-printable decoded: text and HTML parts. */
  body: string;
  /** Every http(s) link in the text part. */
  links: string[];
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** While set, every recipient is refused with this reply (e.g. 451 try later, 550 no). */
  refuseWith: { code: number; message: string } | undefined;
  /** Called with each message as it is accepted (a test may stop() the server from here). */
  onMessage: ((mail: ReceivedMail) => void) | undefined;
  /** Stops listening (new connections are refused); what was received stays. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  /** The first message to `to` matching `subject`, waiting for it to arrive. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (!sink.refuseWith) return callback();
        const refusal = new Error(sink.refuseWith.message) as Error & { responseCode: number };
        refusal.responseCode = sink.refuseWith.code;
        callback(refusal);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const body = decodeQuotedPrintable(raw);
          const textPart = body.split(/Content-Type: text\/html/i)[0] ?? body;
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
            body,
            links: [...textPart.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]),
          };
          messages.push(mail);
          callback();
          sink.onMessage?.(mail);
        });
      },
    });
  let server = newServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  let listening = true;
  const stop = async () => {
    if (!listening) return;
    listening = false;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseWith: undefined,
    onMessage: undefined,
    async waitFor(to, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop,
    async restart() {
      if (listening) return;
      server = newServer();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      listening = true;
    },
    close: stop,
  };
  return sink;
}
