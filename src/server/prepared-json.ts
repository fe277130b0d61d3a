import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Below this a compressed body saves less than its headers and the work cost.
const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON answer made once and sent many times (the public week): its text, an ETag, and gzip/brotli
 * copies made at the first request that accepts them. Sending it costs no serialisation and no
 * compression; a client that already has it (If-None-Match) gets a 304.
 */
export class PreparedJson {
  readonly etag: string;
  private gzip: Buffer | undefined;
  private brotli: Buffer | undefined;

  constructor(readonly text: string) {
    this.etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  }

  send(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    const vary = reply.getHeader('vary');
    reply
      .header('etag', this.etag)
      .header('cache-control', 'no-cache')
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (req.headers['if-none-match'] === this.etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    if (this.text.length < COMPRESS_FROM_BYTES) return reply.send(this.text);
    const accept = req.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accept)) {
      // Quality 5: near the best ratio for JSON this size at a fraction of the default's (11) cost.
      this.brotli ??= brotliCompressSync(this.text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.text.length },
      });
      return reply.header('content-encoding', 'br').send(this.brotli);
    }
    if (/\bgzip\b/.test(accept)) {
      this.gzip ??= gzipSync(this.text, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.text);
  }
}
