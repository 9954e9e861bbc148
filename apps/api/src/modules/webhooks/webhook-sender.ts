// Sending one signed webhook message (docs/webhooks.md, decisions 198 and 199). The address is an
// owner's, but the shop must not become a way to reach what only it can (SSRF):
// - every address the host name resolves to is checked when the connection is made
//   (request-filtering-agent, as imported images are, decision 172): loopback, private,
//   link-local (169.254.169.254, the cloud's metadata service), unique-local, unspecified and
//   other reserved ranges are refused unless WEBHOOKS_ALLOW_NETWORKS names them. The check is on
//   the address connected to, so a name that resolves elsewhere later (DNS rebinding) gains nothing;
// - a 5 s limit on the whole exchange;
// - redirects are not followed: a 3xx is a failure like any other non-2xx answer.
// Signed per Standard Webhooks with its own library (`standardwebhooks`): webhook-id (the
// delivery's message id, the same on every attempt), webhook-timestamp, webhook-signature.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { Webhook } from 'standardwebhooks';

export const SEND_TIMEOUT_MS = 5_000;

export interface SendPolicy {
  /** Private, loopback or reserved addresses or CIDR ranges it may reach nonetheless. */
  allowNetworks: string[];
  timeoutMs?: number;
  /** Name resolution (tests give one that answers 127.0.0.1 for any name). */
  lookup?: LookupFunction;
}

export interface SendOutcome {
  ok: boolean;
  /** The answer's status code; null when none came. */
  status: number | null;
  /** Why it failed, a sentence for the console's log; null on success. */
  error: string | null;
}

export interface SignedMessage {
  url: string;
  secret: string;
  messageId: string;
  body: string;
}

/** The three Standard Webhooks headers for `body`, signed now. */
export function signatureHeaders(message: Omit<SignedMessage, 'url'>, at = new Date()) {
  const signature = new Webhook(message.secret).sign(message.messageId, at, message.body);
  return {
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/** What a network error means to the owner reading the deliveries log. */
function describeFailure(err: NodeJS.ErrnoException, host: string, timeoutMs: number): string {
  if (/is not allowed/.test(err.message)) {
    return `${host} leads to a private, loopback or reserved network address, which webhooks are not sent to (WEBHOOKS_ALLOW_NETWORKS names the ones they may be).`;
  }
  if (err.name === 'TimeoutError' || err.name === 'AbortError') {
    return `${host} did not answer within ${timeoutMs / 1000} seconds.`;
  }
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN')
    return `No server is found for ${host}.`;
  if (err.code === 'ECONNREFUSED') return `${host} refused the connection.`;
  return `The message could not be sent to ${host} (${err.code ?? err.message}).`;
}

/** Posts the signed message; never throws (every failure is an outcome). */
export async function sendSigned(message: SignedMessage, policy: SendPolicy): Promise<SendOutcome> {
  const timeoutMs = policy.timeoutMs ?? SEND_TIMEOUT_MS;
  const url = new URL(message.url);
  const options = { allowIPAddressList: policy.allowNetworks, keepAlive: false };
  const agent =
    url.protocol === 'https:'
      ? new RequestFilteringHttpsAgent(options)
      : new RequestFilteringHttpAgent(options);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await post(
      url,
      agent,
      signal,
      policy.lookup,
      {
        ...signatureHeaders(message),
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(message.body)),
        'user-agent': 'Solestock-Webhooks/1',
      },
      message.body,
    );
    const status = response.statusCode ?? 0;
    // The answer's body is not read beyond draining it: only the code counts.
    response.resume();
    if (status >= 200 && status < 300) return { ok: true, status, error: null };
    const why =
      status >= 300 && status < 400
        ? `${url.host} answered ${status}, a redirect, which webhooks do not follow: give the endpoint's own address.`
        : `${url.host} answered ${status}.`;
    return { ok: false, status, error: why };
  } catch (err) {
    const failure = signal.aborted
      ? `${url.host} did not answer within ${timeoutMs / 1000} seconds.`
      : describeFailure(err as NodeJS.ErrnoException, url.host, timeoutMs);
    return { ok: false, status: null, error: failure };
  } finally {
    agent.destroy();
  }
}

function post(
  url: URL,
  agent: RequestFilteringHttpAgent | RequestFilteringHttpsAgent,
  signal: AbortSignal,
  lookup: LookupFunction | undefined,
  headers: Record<string, string>,
  body: string,
): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'POST',
      agent,
      headers,
      signal,
      ...(lookup ? { lookup } : {}),
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end(body);
  });
}
