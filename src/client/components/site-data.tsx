import { createContext, useContext, type ReactNode } from 'react';
import { PAGE_JSON_IDS } from '../../domain/dto';
import type { SiteData } from '../../domain/site-content';
import { readPageJson } from './page-json';

/** The id of the JSON block the server writes into every page: the same data the HTML was rendered from. */
export const SITE_DATA_ELEMENT_ID = PAGE_JSON_IDS.siteData;

/** Only for a page served without the block (the Vite dev server's index.html): empty. */
const FALLBACK: SiteData = {
  businessName: '',
  contactEmail: '',
  contactPhone: '',
  social: { facebook: '', instagram: '', youtube: '' },
  reviewUrl: '',
  publicUrl: '',
  year: new Date().getFullYear(),
  content: {
    businessName: '',
    studioAddress: '',
    tagline: '',
    heroTitle: '',
    heroText: '',
    heroImage: null,
    aboutTitle: '',
    aboutText: '',
    aboutPhoto: null,
    credentials: [],
    specialisations: [],
    specialisationsPublished: false,
    testimonials: [],
    classes: [],
  },
};

/** Reads the server's site data from the page (synchronously, so the first render equals the server's HTML). */
export function readSiteData(doc: Document = document): SiteData {
  return readPageJson<SiteData>(SITE_DATA_ELEMENT_ID, doc) ?? FALLBACK;
}

const SiteDataContext = createContext<SiteData>(FALLBACK);

export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** Business name, contact details and the owner's content, as the server rendered them. */
export function useSiteData(): SiteData {
  return useContext(SiteDataContext);
}
