import type { PublicConfigDto } from '../../../domain/dto';
import { publicProcedure, router } from '../init';

export const configRouter = router({
  /** Business name, contact details, links and which payment provider the card form talks to. */
  public: publicProcedure.query(({ ctx }): PublicConfigDto => {
    const c = ctx.config;
    const stripe = Boolean(c.STRIPE_SECRET_KEY);
    return {
      businessName: c.BUSINESS_NAME,
      contactEmail: c.CONTACT_EMAIL,
      contactPhone: c.CONTACT_PHONE,
      social: { facebook: c.SOCIAL_FACEBOOK_URL, instagram: c.SOCIAL_INSTAGRAM_URL, youtube: c.SOCIAL_YOUTUBE_URL },
      reviewUrl: c.REVIEW_URL,
      publicUrl: c.PUBLIC_URL,
      openClassPricePence: c.OPEN_CLASS_PRICE_PENCE,
      payments: { provider: stripe ? 'stripe' : 'test', publishableKey: stripe ? (c.STRIPE_PUBLISHABLE_KEY ?? null) : null },
    };
  }),
});
