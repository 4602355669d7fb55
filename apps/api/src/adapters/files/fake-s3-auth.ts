import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

/** A request as the fake S3 sees it: the path and query as sent, headers with lower-case names. */
export type SignedRequest = {
  method: string;
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
};

export type Refusal = { status: number; code: string; details?: Record<string, string> };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** AWS's URI encoding: every byte but A-Z a-z 0-9 - . _ ~ as %XX. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Each path segment decoded and encoded once (S3 neither normalises `//` nor double-encodes). */
function canonicalUri(path: string): string {
  return path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(query: string): string {
  return query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [uriEncode(decodeURIComponent(name)), uriEncode(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(headers: SignedRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

const credentialPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/**
 * Checks an `Authorization: AWS4-HMAC-SHA256 …` header the way S3 does, written from AWS's
 * description of Signature Version 4 and independent of the adapter's signing library: it
 * recomputes the canonical request, the string to sign and the signature with the known secret.
 * Returns null when the request is authentic, else the status and code S3 would answer.
 */
export function sigV4Refusal(request: SignedRequest, credentials: S3Credentials, now: Date): Refusal | null {
  const authorization = headerValue(request.headers, 'authorization');
  if (!authorization) return { status: 403, code: 'AccessDenied' };
  const match = credentialPattern.exec(authorization);
  if (!match) return { status: 400, code: 'AuthorizationHeaderMalformed' };
  const [, accessKeyId = '', day = '', region = '', signedList = '', signature = ''] = match;
  if (accessKeyId !== credentials.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' };
  if (region !== credentials.region) return { status: 400, code: 'AuthorizationHeaderMalformed' };
  const amzDate = headerValue(request.headers, 'x-amz-date') ?? '';
  const dated = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!dated) return { status: 403, code: 'AccessDenied' };
  if (amzDate.slice(0, 8) !== day) return { status: 400, code: 'AuthorizationHeaderMalformed' };
  const signedAt = Date.parse(`${dated.slice(1, 4).join('-')}T${dated.slice(4, 7).join(':')}Z`);
  if (Math.abs(now.getTime() - signedAt) > 15 * 60_000) return { status: 403, code: 'RequestTimeTooSkewed' };
  const payloadHash = headerValue(request.headers, 'x-amz-content-sha256');
  if (!payloadHash) return { status: 400, code: 'InvalidRequest' };
  const signed = signedList.split(';');
  const amzHeaders = Object.keys(request.headers).filter((name) => name.startsWith('x-amz-'));
  // S3 wants the host and every x-amz-* header under the signature.
  if (!signed.includes('host') || amzHeaders.some((name) => !signed.includes(name))) {
    return { status: 403, code: 'AccessDenied' };
  }

  const at = request.url.indexOf('?');
  let canonicalRequest: string;
  try {
    canonicalRequest = [
      request.method,
      canonicalUri(at < 0 ? request.url : request.url.slice(0, at)),
      canonicalQuery(at < 0 ? '' : request.url.slice(at + 1)),
      signed
        .map((name) => `${name}:${(headerValue(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
        .join(''),
      signedList,
      payloadHash,
    ].join('\n');
  } catch {
    // A `%` that starts no escape: S3 cannot read the path either.
    return { status: 400, code: 'InvalidURI' };
  }
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region),
  );
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    // S3 shows what it signed, to help find the difference; never the secret.
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      details: { AWSAccessKeyId: accessKeyId, StringToSign: stringToSign, SignatureProvided: signature },
    };
  }
  return null;
}
