import { z } from 'zod';
import { siteContentSchema, siteContentUpdateSchema } from '../../domain/site-content-schema';
import { type RestRoute, route } from './define';

/** Largest upload accepted: a phone camera's full-size photo; the server stores a resized copy. */
export const IMAGE_UPLOAD_LIMIT_BYTES = 15 * 1024 * 1024;

const tag = 'Admin site content';
const versioned = z.object({ version: z.number().int(), content: siteContentSchema });

export const siteContentRoutes: RestRoute[] = [
  route({
    method: 'GET',
    url: '/admin/site-content',
    operationId: 'getSiteContent',
    tag,
    admin: true,
    summary: 'The site content (about, hero, credentials, testimonials, class descriptions) and its version.',
    response: versioned,
    call: (caller) => caller.admin.siteContent.get(),
  }),
  route({
    method: 'PATCH',
    url: '/admin/site-content',
    operationId: 'updateSiteContent',
    tag,
    admin: true,
    summary: 'Save the whole site content, made from `version` (409 when someone saved a newer one meanwhile).',
    body: siteContentUpdateSchema,
    response: versioned,
    errors: [409],
    call: (caller, { input }) => caller.admin.siteContent.update(input),
  }),
  {
    // The body is the picture file itself (Content-Type image/*), not JSON: see the parser in plugin.ts.
    method: 'POST',
    url: '/admin/site-content/images',
    operationId: 'uploadSiteImage',
    tag,
    admin: true,
    summary:
      'Upload a picture (the raw file as the body, Content-Type image/*, up to 15 MB); answers its resized WebP url, width and height.',
    response: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
    successStatus: 201,
    // The image parser hands a Buffer; anything else fails the procedure's own check with a 400.
    call: (caller, req) => caller.admin.siteContent.uploadImage({ bytes: req.body instanceof Uint8Array ? req.body : new Uint8Array() }),
  },
];
