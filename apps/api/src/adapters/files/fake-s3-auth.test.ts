import { describe, expect, it } from 'vitest';
import { sigV4Refusal, type SignedRequest } from './fake-s3-auth.ts';

// The worked examples of AWS's "Signature Calculations for the Authorization Header" page for S3:
// the fake's check is proved against AWS's own numbers, not against the adapter's signing library.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const signedAt = new Date('2013-05-24T00:00:00Z');
const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const authorization = (signedHeaders: string, signature: string) =>
  `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=${signedHeaders},Signature=${signature}`;

const getObject: SignedRequest = {
  method: 'GET',
  url: '/test.txt',
  headers: {
    host: 'examplebucket.s3.amazonaws.com',
    range: 'bytes=0-9',
    'x-amz-content-sha256': emptyHash,
    'x-amz-date': '20130524T000000Z',
    authorization: authorization(
      'host;range;x-amz-content-sha256;x-amz-date',
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    ),
  },
};
const putObject: SignedRequest = {
  method: 'PUT',
  url: '/test%24file.text',
  headers: {
    host: 'examplebucket.s3.amazonaws.com',
    date: 'Fri, 24 May 2013 00:00:00 GMT',
    'x-amz-date': '20130524T000000Z',
    'x-amz-storage-class': 'REDUCED_REDUNDANCY',
    'x-amz-content-sha256': '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    authorization: authorization(
      'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    ),
  },
};
const listObjects: SignedRequest = {
  method: 'GET',
  url: '/?max-keys=2&prefix=J',
  headers: {
    host: 'examplebucket.s3.amazonaws.com',
    'x-amz-date': '20130524T000000Z',
    'x-amz-content-sha256': emptyHash,
    authorization: authorization(
      'host;x-amz-content-sha256;x-amz-date',
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    ),
  },
};

const withHeader = (request: SignedRequest, name: string, value: string | undefined): SignedRequest => ({
  ...request,
  headers: { ...request.headers, [name]: value },
});

describe("the fake S3's signature check", () => {
  it.each([
    ['GET Object', getObject],
    ['PUT Object', putObject],
    ['GET Bucket (list objects)', listObjects],
  ])("accepts AWS's worked example %s", (_name, request) => {
    expect(sigV4Refusal(request, credentials, signedAt)).toBeNull();
  });

  it('refuses the same request under another secret, showing what it signed but not the secret', () => {
    const refusal = sigV4Refusal(getObject, { ...credentials, secretAccessKey: 'another' }, signedAt);

    expect(refusal).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(refusal?.details?.StringToSign).toContain('20130524/us-east-1/s3/aws4_request');
    expect(JSON.stringify(refusal)).not.toContain(credentials.secretAccessKey);
  });

  it.each([
    ['a signed header changed', withHeader(getObject, 'range', 'bytes=0-99')],
    ['the payload hash changed', withHeader(putObject, 'x-amz-content-sha256', emptyHash)],
    ['the path changed', { ...getObject, url: '/other.txt' }],
    ['the method changed', { ...getObject, method: 'DELETE' }],
    ['the query changed', { ...listObjects, url: '/?max-keys=3&prefix=J' }],
  ])('refuses the example with %s', (_name, request) => {
    expect(sigV4Refusal(request, credentials, signedAt)).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
  });

  it('takes the query in any order, as S3 sorts it', () => {
    expect(sigV4Refusal({ ...listObjects, url: '/?prefix=J&max-keys=2' }, credentials, signedAt)).toBeNull();
  });

  const refused: [string, SignedRequest, number, string, Partial<typeof credentials>][] = [
    ['no Authorization header', withHeader(getObject, 'authorization', undefined), 403, 'AccessDenied', {}],
    ['an unknown access key', getObject, 403, 'InvalidAccessKeyId', { accessKeyId: 'AKIAOTHER' }],
    ['another region', getObject, 400, 'AuthorizationHeaderMalformed', { region: 'eu-west-1' }],
    [
      'an x-amz header left unsigned',
      withHeader(getObject, 'x-amz-meta-owner', 'x'),
      403,
      'AccessDenied',
      {},
    ],
    [
      'no x-amz-content-sha256',
      withHeader(getObject, 'x-amz-content-sha256', undefined),
      400,
      'InvalidRequest',
      {},
    ],
    [
      'a malformed header',
      withHeader(getObject, 'authorization', 'AWS A:b'),
      400,
      'AuthorizationHeaderMalformed',
      {},
    ],
  ];

  it.each(refused)('refuses %s', (_name, request, status, code, other) => {
    expect(sigV4Refusal(request, { ...credentials, ...other }, signedAt)).toMatchObject({ status, code });
  });

  it('refuses a request signed more than 15 minutes from now', () => {
    const later = new Date(signedAt.getTime() + 16 * 60_000);
    expect(sigV4Refusal(getObject, credentials, later)).toMatchObject({
      status: 403,
      code: 'RequestTimeTooSkewed',
    });
    expect(sigV4Refusal(getObject, credentials, new Date(signedAt.getTime() + 14 * 60_000))).toBeNull();
  });
});
