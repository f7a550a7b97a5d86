// Title, description and Open Graph tags per route: written into each prerendered page at build
// and kept in step on client-side navigation (useDocumentMeta). The fixed words are messages in
// the page's language: `t` reads Lingui's shared instance, which the app sets to the page's
// language in the browser and in the prerender (docs/architecture/i18n.md); titles and
// descriptions that come from content are the content's, already in that language.
import { t } from '@lingui/core/macro';
import {
  LEGISLATORS_PATH,
  legislatorById,
  memberPagePath,
  type PageSlug,
  type Petition,
  pages,
  petitionByUrl,
  petitions,
  STANCE_EXPLAINER_PATH,
  STANCES_STANDARD_PATH,
  seatAtAddress,
  seatDirectory,
  seatEntryPath,
  site,
} from '@rv/catalogue';
import { houseSeatLabel, LOCALES, pathInLocale, STATES } from '@rv/domain';
import { PAGE_LOCALE } from '../language';
import { OG_IMAGE_SIZE } from './ogImageSize';
import { OPEN_DATA_PATH } from './paths';
import { parsePetitionView, petitionPath, petitionViews } from './petitionPaths';
import { tagline } from './tagline';

export interface RouteMeta {
  readonly title: string;
  readonly description: string;
}

/** Every public route, prerendered to HTML at build (one page per petition). */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/petitions',
  // Each view of each petition: the text, the Stances tab and each state's districts.
  ...petitions.flatMap((p) => petitionViews(p).map((view) => petitionPath(p.url, view))),
  '/voter-guide',
  // Every member's page and every vacant seat's, as the content stands on the day of the build.
  LEGISLATORS_PATH,
  ...seatDirectory().map(seatEntryPath),
  '/about',
  '/about/policies',
  '/about/terms-of-service',
  '/about/privacy-policy',
  STANCES_STANDARD_PATH,
  STANCE_EXPLAINER_PATH,
  OPEN_DATA_PATH,
  '/signin',
];

const ABOUT_PAGES: Readonly<Record<string, PageSlug>> = {
  '/about': 'about',
  '/about/policies': 'policies',
  '/about/terms-of-service': 'terms-of-service',
  '/about/privacy-policy': 'privacy-policy',
  [STANCES_STANDARD_PATH]: 'how-stances-are-compiled',
  [STANCE_EXPLAINER_PATH]: 'what-happens-to-your-stance',
};

const titled = (title: string) => `${title} | ${site.productName}`;

export function routeMeta(pathname: string): RouteMeta {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { title: `${site.productName}: ${tagline()}`, description: tagline() };
  if (path === '/petitions') {
    const siteTagline = tagline();
    return {
      title: titled(t`Petitions`),
      description: t`Petitions open to verified registered voters of California and Florida. ${siteTagline}`,
    };
  }
  if (path.startsWith('/petitions/')) {
    const [url = '', ...rest] = path.slice('/petitions/'.length).split('/');
    const petition = petitionByUrl(url);
    if (petition) return petitionMeta(petition, rest.join('/'));
  }
  if (path === '/voter-guide') {
    return {
      title: titled(t`Voter Guide`),
      description: t`Compare your petition stances with those of your U.S. senators and representative.`,
    };
  }
  if (path === LEGISLATORS_PATH) {
    return {
      title: titled(t`Members of Congress`),
      description: t`Every U.S. senator and representative of California and Florida: their recorded stances beside the verified registered voters they represent.`,
    };
  }
  if (path.startsWith(`${LEGISLATORS_PATH}/`)) {
    const address = path.slice(LEGISLATORS_PATH.length + 1);
    // A member's office report (/legislators/<address>/report) is titled after their page.
    const report = address.endsWith(REPORT_SUFFIX);
    const meta = memberMeta(report ? address.slice(0, -REPORT_SUFFIX.length) : address);
    if (meta && report) {
      const pageTitle = meta.title;
      return { title: t`Office report: ${pageTitle}`, description: meta.description };
    }
    if (meta) return meta;
  }
  // Personal, so never prerendered: the browser sets this title when the page opens.
  if (path === '/my-stances') {
    return {
      title: titled(t`My stances`),
      description: t`The petitions you have voiced an opinion on: see, change or withdraw your stance.`,
    };
  }
  if (path === OPEN_DATA_PATH) {
    return {
      title: titled(t`Open data`),
      description: t`Download every petition’s counts by district as JSON or CSV: their fields, how often they change, and their public domain licence.`,
    };
  }
  const slug = ABOUT_PAGES[path];
  if (slug) return { title: titled(pages[slug].title), description: pages[slug].description };
  if (path.startsWith('/signin')) {
    return {
      title: titled(t`Sign in`),
      description: t`Sign in by verifying the phone number or e-mail address on your California or Florida voter registration.`,
    };
  }
  return { title: `${site.productName}: ${tagline()}`, description: tagline() };
}

const REPORT_SUFFIX = '/report';

/** A member's page or a vacant seat's, by its address. */
function memberMeta(address: string): RouteMeta | null {
  const target = seatAtAddress(address);
  if (!target || target.kind === 'MOVED') return null;
  const { seat } = target;
  const state = STATES[seat.state].name;
  if (target.kind === 'VACANT') {
    const label = houseSeatLabel(seat.state, target.seat.district);
    return {
      title: titled(t`${label}: Vacant Seat`),
      description: t`${label} has no representative in Congress now: the special election, and how its verified registered voters stand on each petition.`,
    };
  }
  const name = legislatorById(target.seat.legislatorId)?.fullName ?? '';
  if (seat.chamber === 'senate') {
    return {
      title: titled(t`${name}, U.S. Senator for ${state}`),
      description: t`${name}'s recorded stance on each petition, beside how the verified registered voters of ${state} stand.`,
    };
  }
  const label = houseSeatLabel(seat.state, seat.district);
  return {
    title: titled(t`${name}, U.S. Representative for ${label}`),
    description: t`${name}'s recorded stance on each petition, beside how the verified registered voters of ${label} stand.`,
  };
}

/** A petition's views: the text, its Stances tab, one state's districts. */
function petitionMeta(petition: Petition, rest: string): RouteMeta {
  const { view } = parsePetitionView(rest, petition);
  if (view.tab === 'text') return { title: titled(petition.uiTitle), description: petition.tileDescription };
  const { jurisdiction } = petition;
  const title = petition.uiTitle;
  if (view.state) {
    const state = STATES[view.state].name;
    return {
      title: titled(t`${title}: ${state} stances by congressional district`),
      description: t`How verified registered voters of ${state} stand on ${title}, district by district, beside each representative's stance.`,
    };
  }
  if (jurisdiction.level === 'NATIONAL') {
    return {
      title: titled(t`${title}: Petition Stances`),
      description: t`How verified registered voters of California and Florida stand on ${title}, state by state, beside their senators' stances.`,
    };
  }
  const state = STATES[jurisdiction.state].name;
  return {
    title: titled(t`${title}: Petition Stances`),
    description: t`How verified registered voters of ${state} stand on ${title}.`,
  };
}

/** The Open Graph picture of a page: its petition's own, else the site's (made at build, in each language). */
function ogImage(pathname: string): { path: string; alt: string } {
  const path = pathname.replace(/\/+$/, '') || '/';
  // A member's page has their own picture (their seat and stances: prerender/memberPictures.ts).
  const member = path.startsWith(`${LEGISLATORS_PATH}/`)
    ? seatAtAddress(path.slice(LEGISLATORS_PATH.length + 1))
    : null;
  if (member?.kind === 'MEMBER') {
    const name = legislatorById(member.seat.legislatorId)?.fullName ?? '';
    const productName = site.productName;
    return {
      path: memberPicturePath(member.seat.legislatorId),
      alt: t`${name}: recorded stances on ${productName}`,
    };
  }
  // Every view of a petition (its text, Stances tab, a state's districts) shares its picture.
  const petition = path.startsWith('/petitions/')
    ? petitionByUrl(path.slice('/petitions/'.length).split('/')[0] ?? '')
    : undefined;
  if (!petition) return { path: '/og/site.png', alt: `${site.productName}: ${tagline()}` };
  const title = petition.uiTitle;
  const productName = site.productName;
  return { path: `/og/petitions/${petition.url}.png`, alt: t`${title}: a petition on ${productName}` };
}

/** Where a member's picture is drawn: /og/legislators/jimmy-gomez.png. */
export function memberPicturePath(legislatorId: string): string {
  return `/og${memberPagePath(legislatorId)}.png`;
}

/** The tagline the pictures show, in the build's language. */
export const OG_TAGLINE: string = tagline();

/** Every picture the build draws (paths in the build's folder): the site's, and one per petition. */
export const OG_IMAGES: readonly { path: string; title?: string }[] = [
  { path: ogImage('/').path },
  ...petitions.map((p) => ({ path: ogImage(`/petitions/${p.url}`).path, title: p.uiTitle })),
];

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALES = { en: 'en_US', es: 'es_US' } as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The <head> tags of a prerendered page. With the site's `origin`, og:url, the canonical link and
 * the picture (og:image must be an absolute URL) are added, and X shows the large card.
 */
export function headTags(pathname: string, origin: string | undefined): string {
  const meta = routeMeta(pathname);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.productName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
  ];
  // The page in each language (hreflang), English for any other (x-default): absolute with the
  // site's origin, as search engines want them.
  const base = origin?.replace(/\/+$/, '') ?? '';
  const address = (locale: (typeof LOCALES)[number]) => `${base}${pathInLocale(pathname, locale)}`;
  tags.push(
    `<meta property="og:locale" content="${OG_LOCALES[PAGE_LOCALE]}" />`,
    ...LOCALES.filter((l) => l !== PAGE_LOCALE).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}" />`,
    ),
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(address(l))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address('en'))}" />`,
  );
  if (!origin) return [...tags, `<meta name="twitter:card" content="summary" />`].join('\n    ');
  const url = address(PAGE_LOCALE);
  const image = ogImage(pathname);
  tags.push(
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${base}${pathInLocale(image.path, PAGE_LOCALE)}`)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  );
  return tags.join('\n    ');
}
