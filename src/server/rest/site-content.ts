import { siteContentUpdateSchema } from '../../domain/site-content-schema';
import { bodyOf, type RestRoute } from './define';

/** Largest upload accepted: a phone camera's full-size photo; the server stores a resized copy. */
export const IMAGE_UPLOAD_LIMIT_BYTES = 15 * 1024 * 1024;

export const siteContentRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin/site-content',
    admin: true,
    summary: 'The site content (about, hero, credentials, testimonials, class descriptions) and its version.',
    call: (caller) => caller.admin.siteContent.get(),
  },
  {
    method: 'PATCH',
    url: '/admin/site-content',
    admin: true,
    summary: 'Save the whole site content, made from `version` (409 when someone saved a newer one meanwhile).',
    body: siteContentUpdateSchema,
    call: (caller, req) => caller.admin.siteContent.update(bodyOf(req) as never),
  },
  {
    method: 'POST',
    url: '/admin/site-content/images',
    admin: true,
    summary: 'Upload a picture (the raw file as the body, Content-Type image/*, up to 15 MB); answers its resized WebP url, width and height.',
    successStatus: 201,
    call: (caller, req) => caller.admin.siteContent.uploadImage({ bytes: req.body } as never),
  },
];
