import {
  computeSign,
  DEFAULT_REQUEST_LANG,
  DEFAULT_SIGN_CONFIG,
  endpoints,
  WIRE_VERSION,
  type DataOf,
  type EndpointName,
  type Endpoints,
  type ParamsOf,
} from '@shop/api/contract';

/**
 * The request headers the client sends (contract/sign.ts): lang, timestamp, version, sign and, when
 * signed in, authorization. The sign covers the timestamp and the token only, so one set of headers
 * stays valid for every request of a scenario while the server's ±300 s window lasts.
 */
export async function signedHeaders(
  token?: string,
  timestamp = Math.floor(Date.now() / 1000),
  lang: string = DEFAULT_REQUEST_LANG,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    lang,
    timestamp: String(timestamp),
    version: WIRE_VERSION,
    sign: await computeSign({ lang, timestamp, version: WIRE_VERSION, token: token ?? null }, DEFAULT_SIGN_CONFIG),
  };
  if (token) headers.authorization = token;
  return headers;
}

/** An endpoint's path with its GET parameters as the query string. */
export function pathWithQuery(name: EndpointName, params: Record<string, string | number | boolean> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return endpoints[name].path + (query ? `?${query}` : '');
}

interface Envelope {
  status: number;
  msg: string;
  data: unknown;
}

/**
 * A small signed client for the setup and the checks (not the load: autocannon sends that). The
 * catalogue answers in `lang` (names, descriptions), as it does for the app in that language.
 */
export class Api {
  constructor(
    readonly origin: string,
    readonly lang: string = DEFAULT_REQUEST_LANG,
  ) {}

  async call<N extends EndpointName>(name: N, params: ParamsOf<Endpoints[N]>, token?: string): Promise<DataOf<Endpoints[N]>> {
    const endpoint = endpoints[name];
    const headers = await signedHeaders(token, undefined, this.lang);
    const isGet = endpoint.method === 'GET';
    const url = this.origin + (isGet ? pathWithQuery(name, params as Record<string, string | number>) : endpoint.path);
    const response = await fetch(url, {
      method: endpoint.method,
      headers: isGet ? headers : { ...headers, 'content-type': 'application/json' },
      ...(isGet ? {} : { body: JSON.stringify(params) }),
    });
    return this.read(name, response) as Promise<DataOf<Endpoints[N]>>;
  }

  /** Uploads an image (multipart, as the app's uploader does) and returns its URL. */
  async upload(token: string, purpose: 'proof' | 'store' | 'identity' | 'afterSales', png: Uint8Array): Promise<string> {
    const form = new FormData();
    form.set('purpose', purpose);
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${purpose}.png`);
    const response = await fetch(this.origin + endpoints.uploadImage.path, {
      method: 'POST',
      headers: await signedHeaders(token, undefined, this.lang),
      body: form,
    });
    const data = (await this.read('uploadImage', response)) as { url: string };
    return data.url;
  }

  private async read(name: EndpointName, response: Response): Promise<unknown> {
    const text = await response.text();
    let body: Envelope;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      throw new Error(`${name}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
    }
    if (!response.ok || body.status !== 1) throw new Error(`${name}: HTTP ${response.status}: ${body.msg} ${JSON.stringify(body.data)}`);
    return body.data;
  }
}
