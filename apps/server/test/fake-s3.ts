import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * An in-process stand-in for an S3-compatible server (S3 is an outside service these tests cannot reach).
 * Path-style addressing (`/<bucket>/<key>`), one bucket, everything in memory. It implements only the operations
 * @tus/s3-store and our files code send, with S3's XML shapes, ETags, x-amz-meta-* metadata, ranged reads and
 * S3's error codes; anything else is answered 501 NotImplemented so a new call shows up at once.
 *
 * It does NOT check request signatures (any credentials are accepted). It does check what S3 checks about the
 * bytes: aws-chunked bodies are decoded, and x-amz-checksum-crc32 / Content-MD5 must match the payload.
 */

export interface StoredObject {
  body: Buffer;
  etag: string;
  contentType: string | undefined;
  metadata: Record<string, string>;
  lastModified: Date;
}

interface StoredPart {
  body: Buffer;
  etag: string;
  lastModified: Date;
}

export interface MultipartUpload {
  key: string;
  uploadId: string;
  initiated: Date;
  contentType: string | undefined;
  metadata: Record<string, string>;
  parts: Map<number, StoredPart>;
}

export interface FakeS3 {
  /** The endpoint to configure as S3_ENDPOINT. */
  url: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  /** Multipart uploads in progress, by upload id. */
  uploads: Map<string, MultipartUpload>;
  /** Every request as `Operation key`, in arrival order. */
  log: string[];
  close: () => Promise<void>;
}

/** S3's smallest part, except the last one of an upload. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

class S3Error extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const noSuchKey = (): S3Error => new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
const noSuchUpload = (): S3Error =>
  new S3Error(404, 'NoSuchUpload', 'The specified multipart upload does not exist. The upload ID might be invalid, or the multipart upload might have been aborted or completed.');

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (text: string): string =>
  text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const xml = (root: string, inner: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`;
const el = (name: string, value: string | number | boolean): string => `<${name}>${escapeXml(String(value))}</${name}>`;
/** The text of every <name>…</name> in a request body, in order. */
const allOf = (body: string, name: string): string[] => [...body.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => unescapeXml(m[1]!));

const md5 = (data: Buffer): Buffer => createHash('md5').update(data).digest();

const metadataOf = (request: http.IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.startsWith('x-amz-meta-'))
      .map(([name, value]) => [name.slice('x-amz-meta-'.length), String(value)]),
  );

const readBody = async (request: http.IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Decodes `Content-Encoding: aws-chunked` (`<hex size>[;chunk-signature=…]\r\n<bytes>\r\n`…, then trailers). */
const decodeAwsChunked = (raw: Buffer): { payload: Buffer; trailers: Record<string, string> } => {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) throw new S3Error(400, 'IncompleteBody', 'The aws-chunked body ended early.');
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    at = lineEnd + 2;
    if (size === 0) break;
    parts.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  const trailers: Record<string, string> = {};
  for (const line of raw.subarray(at).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { payload: Buffer.concat(parts), trailers };
};

/** The request's payload, with the integrity checks S3 makes on it. */
const payloadOf = async (request: http.IncomingMessage): Promise<Buffer> => {
  const raw = await readBody(request);
  const chunked = String(request.headers['content-encoding'] ?? '').includes('aws-chunked');
  const { payload, trailers } = chunked ? decodeAwsChunked(raw) : { payload: raw, trailers: {} };
  const declared = request.headers['x-amz-decoded-content-length'];
  if (chunked && declared !== undefined && Number(declared) !== payload.length) {
    throw new S3Error(400, 'IncompleteBody', 'The request body is shorter than x-amz-decoded-content-length.');
  }
  const crc = trailers['x-amz-checksum-crc32'] ?? request.headers['x-amz-checksum-crc32'];
  if (typeof crc === 'string') {
    const actual = Buffer.alloc(4);
    actual.writeUInt32BE(crc32(payload));
    if (actual.toString('base64') !== crc) throw new S3Error(400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum.');
  }
  const contentMd5 = request.headers['content-md5'];
  if (typeof contentMd5 === 'string' && md5(payload).toString('base64') !== contentMd5) {
    throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }
  return payload;
};

/** An HTTP Range header as an inclusive byte range of `size` bytes; undefined: the whole object. */
const rangeOf = (header: string | undefined, size: number): { start: number; end: number } | undefined => {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  if (start >= size || start > end) throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
  return { start, end };
};

export const startFakeS3 = async (bucket = 'portal-uploads'): Promise<FakeS3> => {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, MultipartUpload>();
  const log: string[] = [];

  const uploadOf = (key: string, uploadId: string | null): MultipartUpload => {
    const upload = uploadId ? uploads.get(uploadId) : undefined;
    if (!upload || upload.key !== key) throw noSuchUpload();
    return upload;
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const query = url.searchParams;
    const method = request.method ?? 'GET';

    const send = (status: number, headers: Record<string, string | number>, body?: string | Buffer): void => {
      response.writeHead(status, { 'x-amz-request-id': randomUUID(), ...headers });
      response.end(method === 'HEAD' ? undefined : body);
    };
    const sendXml = (root: string, inner: string): void => send(200, { 'content-type': 'application/xml' }, xml(root, inner));
    const objectOf = (): StoredObject => {
      const object = objects.get(key);
      if (!object) throw noSuchKey();
      return object;
    };
    const operation = (name: string): void => {
      log.push(key ? `${name} ${key}` : name);
    };

    if (decodeURIComponent(bucketName) !== bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');

    if (method === 'PUT' && key && query.has('partNumber') && query.has('uploadId')) {
      operation('UploadPart');
      const upload = uploadOf(key, query.get('uploadId'));
      const partNumber = Number(query.get('partNumber'));
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) throw new S3Error(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000, inclusive');
      const body = await payloadOf(request);
      const etag = `"${md5(body).toString('hex')}"`;
      upload.parts.set(partNumber, { body, etag, lastModified: new Date() });
      return send(200, { etag });
    }
    if (method === 'PUT' && key) {
      operation('PutObject');
      const body = await payloadOf(request);
      const etag = `"${md5(body).toString('hex')}"`;
      objects.set(key, { body, etag, contentType: request.headers['content-type'], metadata: metadataOf(request), lastModified: new Date() });
      return send(200, { etag });
    }
    if (method === 'POST' && key && query.has('uploads')) {
      operation('CreateMultipartUpload');
      const uploadId = randomUUID().replace(/-/g, '');
      uploads.set(uploadId, { key, uploadId, initiated: new Date(), contentType: request.headers['content-type'], metadata: metadataOf(request), parts: new Map() });
      return sendXml('InitiateMultipartUploadResult', el('Bucket', bucket) + el('Key', key) + el('UploadId', uploadId));
    }
    if (method === 'POST' && key && query.has('uploadId')) {
      operation('CompleteMultipartUpload');
      const upload = uploadOf(key, query.get('uploadId'));
      const body = (await payloadOf(request)).toString('utf8');
      const numbers = allOf(body, 'PartNumber').map(Number);
      const etags = allOf(body, 'ETag');
      if (numbers.length === 0 || numbers.length !== etags.length) throw new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema');
      const chosen = numbers.map((number, i) => {
        if (i > 0 && number <= numbers[i - 1]!) throw new S3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
        const part = upload.parts.get(number);
        if (!part || part.etag.replace(/"/g, '') !== etags[i]!.replace(/"/g, '')) throw new S3Error(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
        if (i < numbers.length - 1 && part.body.length < MIN_PART_BYTES) throw new S3Error(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
        return part;
      });
      const etag = `"${md5(Buffer.concat(chosen.map((p) => Buffer.from(p.etag.replace(/"/g, ''), 'hex')))).toString('hex')}-${chosen.length}"`;
      objects.set(key, { body: Buffer.concat(chosen.map((p) => p.body)), etag, contentType: upload.contentType, metadata: upload.metadata, lastModified: new Date() });
      uploads.delete(upload.uploadId);
      const location = `http://${request.headers.host}/${bucket}/${key}`;
      return sendXml('CompleteMultipartUploadResult', el('Location', location) + el('Bucket', bucket) + el('Key', key) + el('ETag', etag));
    }
    if (method === 'POST' && !key && query.has('delete')) {
      operation('DeleteObjects');
      const body = (await payloadOf(request)).toString('utf8');
      const keys = allOf(body, 'Key');
      for (const k of keys) objects.delete(k);
      const quiet = allOf(body, 'Quiet')[0] === 'true';
      return sendXml('DeleteResult', quiet ? '' : keys.map((k) => `<Deleted>${el('Key', k)}</Deleted>`).join(''));
    }
    if (method === 'GET' && key && query.has('uploadId')) {
      operation('ListParts');
      const upload = uploadOf(key, query.get('uploadId'));
      const marker = Number(query.get('part-number-marker') ?? 0);
      const maxParts = Number(query.get('max-parts') ?? 1000);
      const after = [...upload.parts.entries()].filter(([n]) => n > marker).sort(([a], [b]) => a - b);
      const page = after.slice(0, maxParts);
      const truncated = after.length > page.length;
      const parts = page
        .map(([n, p]) => `<Part>${el('PartNumber', n)}${el('LastModified', p.lastModified.toISOString())}${el('ETag', p.etag)}${el('Size', p.body.length)}</Part>`)
        .join('');
      const next = page.length > 0 ? page[page.length - 1]![0] : marker;
      return sendXml(
        'ListPartsResult',
        el('Bucket', bucket) + el('Key', key) + el('UploadId', upload.uploadId) + el('PartNumberMarker', marker) + el('NextPartNumberMarker', next) + el('MaxParts', maxParts) + el('IsTruncated', truncated) + parts,
      );
    }
    if (method === 'GET' && !key && query.has('uploads')) {
      operation('ListMultipartUploads');
      // Never truncated: a test bucket holds far fewer than the 1000 uploads S3 lists per page.
      const listed = [...uploads.values()]
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((u) => `<Upload>${el('Key', u.key)}${el('UploadId', u.uploadId)}${el('Initiated', u.initiated.toISOString())}<StorageClass>STANDARD</StorageClass></Upload>`)
        .join('');
      return sendXml('ListMultipartUploadsResult', el('Bucket', bucket) + '<KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker>' + el('MaxUploads', 1000) + el('IsTruncated', false) + listed);
    }
    if ((method === 'GET' || method === 'HEAD') && key) {
      operation(method === 'GET' ? 'GetObject' : 'HeadObject');
      const object = objectOf();
      const size = object.body.length;
      const range = rangeOf(request.headers.range, size);
      const body = range ? object.body.subarray(range.start, range.end + 1) : object.body;
      const headers: Record<string, string | number> = {
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
        'accept-ranges': 'bytes',
        'content-length': body.length,
        'content-type': object.contentType ?? 'binary/octet-stream',
        ...Object.fromEntries(Object.entries(object.metadata).map(([name, value]) => [`x-amz-meta-${name}`, value])),
        ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${size}` } : {}),
      };
      return send(range ? 206 : 200, headers, body);
    }
    if (method === 'DELETE' && key && query.has('uploadId')) {
      operation('AbortMultipartUpload');
      uploads.delete(uploadOf(key, query.get('uploadId')).uploadId);
      return send(204, {});
    }
    if (method === 'DELETE' && key) {
      operation('DeleteObject');
      objects.delete(key); // S3 answers 204 whether or not the key existed
      return send(204, {});
    }
    operation(`Unsupported ${method} ${url.search}`);
    throw new S3Error(501, 'NotImplemented', 'A header or query you provided implies functionality that is not implemented.');
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const s3Error = error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error));
      if (response.headersSent) return response.destroy();
      response.writeHead(s3Error.status, { 'content-type': 'application/xml', 'x-amz-request-id': randomUUID() });
      // A HEAD error has no body: clients see only the status (the SDK calls a 404 NotFound).
      response.end(request.method === 'HEAD' ? undefined : xml('Error', el('Code', s3Error.code) + el('Message', s3Error.message)).replace(' xmlns="http://s3.amazonaws.com/doc/2006-03-01/"', ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    uploads,
    log,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
