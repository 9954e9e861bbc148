// Fetching an image from an address someone typed into a catalogue file (decision 172). The
// address is the file's, so the shop must not become a way to read what only it can reach (SSRF):
// - http and https only, at every redirect (at most `maxRedirects`), with no user name or
//   password in the address;
// - every address the host name resolves to is checked when the connection is made
//   (request-filtering-agent): loopback, private, link-local (the cloud's metadata service at
//   169.254.169.254), unique-local, multicast and other reserved ranges are refused unless
//   IMAGE_FETCH_ALLOW_NETWORKS names them; the check is on the address connected to, so a name
//   that resolves to a public address first and a private one later (DNS rebinding) gains nothing;
// - at most `maxBytes` (an upload's 10 MB) and `timeoutMs` for the whole fetch, body included;
// - no cookies or credentials are sent; what comes back is only ever treated as an image (the
//   caller sniffs and re-encodes it like an upload, modules/media/media-upload.ts).
// Every refusal is a RemoteImageProblem whose message is a sentence for the import's page.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { ImageFetchPolicy } from '../../config.ts';

export class RemoteImageProblem extends Error {
  override name = 'RemoteImageProblem';
}

export interface RemoteImage {
  bytes: Buffer;
  /** The last part of the address's path, for the media library ("black-1.jpg"). */
  fileName: string;
}

/** One agent pair per policy: the allow-list is the agent's. */
function agentsFor(policy: ImageFetchPolicy) {
  const options = { allowIPAddressList: policy.allowNetworks, keepAlive: false };
  return {
    'http:': new RequestFilteringHttpAgent(options),
    'https:': new RequestFilteringHttpsAgent(options),
  };
}

const MB = 1024 * 1024;

/** What a network error means to the person who wrote the address. */
function networkProblem(err: NodeJS.ErrnoException, host: string): RemoteImageProblem {
  if (/is not allowed/.test(err.message)) {
    return new RemoteImageProblem(
      `${host} leads to a private or reserved network address, which the shop does not fetch from (IMAGE_FETCH_ALLOW_NETWORKS names the ones it may).`,
    );
  }
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') {
    return new RemoteImageProblem(`No server is found for ${host}: check the address.`);
  }
  if (err.code === 'ECONNREFUSED') {
    return new RemoteImageProblem(`${host} refused the connection: check the address.`);
  }
  return new RemoteImageProblem(
    `The image could not be fetched from ${host} (${err.code ?? err.message}).`,
  );
}

/** The image at `address`, or a RemoteImageProblem saying why not. */
export async function fetchRemoteImage(
  address: string,
  policy: ImageFetchPolicy,
): Promise<RemoteImage> {
  const agents = agentsFor(policy);
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  try {
    let url = parseAddress(address);
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, agents, deadline);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= policy.maxRedirects) {
          throw new RemoteImageProblem(
            `The address redirects more than ${policy.maxRedirects} times: give the image's own address.`,
          );
        }
        url = parseAddress(new URL(response.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new RemoteImageProblem(
          `The server answered ${status}${response.statusMessage ? ` (${response.statusMessage})` : ''} instead of the image: check the address.`,
        );
      }
      const bytes = await readCapped(response, policy.maxBytes);
      return { bytes, fileName: fileNameOf(url) };
    }
  } catch (err) {
    if (err instanceof RemoteImageProblem) throw err;
    if (deadline.aborted) {
      throw new RemoteImageProblem(
        `The image did not arrive within ${policy.timeoutMs / 1000} seconds: check that the address answers, or upload the image.`,
      );
    }
    let host = address;
    try {
      host = new URL(address).host;
    } catch {
      // The address itself is named.
    }
    throw networkProblem(err as NodeJS.ErrnoException, host);
  } finally {
    agents['http:'].destroy();
    agents['https:'].destroy();
  }
}

function fileNameOf(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A broken %-escape: the name as written.
  }
  return (name || url.hostname).slice(0, 200);
}

/** An http(s) address without credentials, or a RemoteImageProblem. */
function parseAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteImageProblem('The image address is not a valid address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteImageProblem(
      `Only http and https addresses are fetched, not ${url.protocol.replace(/:$/, '')}.`,
    );
  }
  if (url.username || url.password) {
    throw new RemoteImageProblem(
      'The image address holds a user name or password: the shop fetches only public images.',
    );
  }
  return url;
}

function get(
  url: URL,
  agents: ReturnType<typeof agentsFor>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      agent: agents[url.protocol as 'http:' | 'https:'],
      signal,
      headers: {
        accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.5',
        'user-agent': 'Solestock catalogue import',
      },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

/** The body, refused as soon as it passes `maxBytes` (whatever Content-Length claimed). */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new RemoteImageProblem(
      `The image is larger than ${Math.round((maxBytes / MB) * 10) / 10} MB, the most the shop keeps: make it smaller, or upload a smaller one.`,
    );
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
