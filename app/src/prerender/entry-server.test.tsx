import { petitions, site } from '@rv/catalogue';
import { describe, expect, it } from 'vitest';
import { headTags, PRERENDERED_PATHS, render } from './entry-server';

describe('the prerendered pages', () => {
  it('cover every public route, one page per petition', () => {
    expect(PRERENDERED_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/petitions',
        '/voter-guide',
        '/about',
        '/about/policies',
        '/about/terms-of-service',
        '/about/privacy-policy',
        '/open-data',
        '/signin',
        ...petitions.map((p) => `/petitions/${p.url}`),
        ...petitions.map((p) => `/petitions/${p.url}/stances`),
      ]),
    );
  });

  // The site's CSP (firebase.json: script-src 'self') blocks inline scripts. React outlines a
  // Suspense boundary larger than its progressive chunk size (12,800 bytes by default) into a
  // hidden <div> that an inline script reveals, so a long page (the Terms of Service, the
  // Spanish Privacy Policy) stayed hidden, and never showed without JavaScript.
  it.each(['/about/terms-of-service', '/about/privacy-policy', '/open-data', '/voter-guide'])(
    'render %s whole, with no inline script and nothing hidden for one to reveal',
    async (path) => {
      const html = await render(path);
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).not.toContain('<template id="B:');
    },
  );

  it("cover each national petition's Stances tab and each state's districts", () => {
    const national = petitions.filter((p) => p.jurisdiction.level === 'NATIONAL');
    expect(national.length).toBeGreaterThan(0);
    for (const p of national) {
      expect(PRERENDERED_PATHS).toEqual(
        expect.arrayContaining([`/petitions/${p.url}/stances/ca`, `/petitions/${p.url}/stances/fl`]),
      );
    }
  });

  it('render a state’s districts on the Stances tab without counts (they are fetched in the browser)', async () => {
    const petition = petitions[0];
    if (!petition) throw new Error('The catalogue has no petitions.');
    const html = await render(`/petitions/${petition.url}/stances/ca`);
    expect(html).toContain(petition.uiTitle);
    expect(html).toMatch(/aria-selected="true"[^>]*>Petition Stances</);
    expect(html).toContain('Fetching results...');
    expect(html).not.toContain('Sign in to voice your opinion:');
  });

  it('render a petition with its text and the signed-out action bar, lazy page included', async () => {
    const petition = petitions[0];
    if (!petition) throw new Error('The catalogue has no petitions.');
    const html = await render(`/petitions/${petition.url}`);
    expect(html).toContain(petition.uiTitle);
    expect(html).toContain('Sign in to voice your opinion:');
    expect(html).not.toContain('Loading...');
  });

  it('cover the members list, every member of Congress and every vacant seat', () => {
    expect(PRERENDERED_PATHS).toEqual(
      expect.arrayContaining([
        '/legislators',
        '/legislators/alex-padilla',
        '/legislators/jimmy-gomez',
        '/legislators/rick-scott',
        '/legislators/ca-14',
        '/legislators/fl-20',
      ]),
    );
    // 82 members of CA and FL and their 2 vacant House seats (as the content stands).
    expect(PRERENDERED_PATHS.filter((p) => p.startsWith('/legislators/'))).toHaveLength(84);
  });

  it("render a member's page with their facts, each petition's stance and no counts yet", async () => {
    const html = await render('/legislators/jimmy-gomez');
    expect(html).toContain('<h1 class="');
    expect(html).toContain('Jimmy Gomez</h1>');
    expect(html).toContain('CA-34');
    expect(html).toContain('In office since');
    expect(html).toContain('https://gomez.house.gov');
    for (const petition of petitions) expect(html).toContain(petition.uiTitle);
    expect(html).toContain('Fetching results...');
    expect(html).not.toContain('Loading...');
    expect(headTags('/legislators/jimmy-gomez', undefined)).toContain(
      '<title>Jimmy Gomez, U.S. Representative for CA-34 | Registered Voice</title>',
    );
  });

  it('render a vacant seat and the list of members', async () => {
    const vacant = await render('/legislators/ca-14');
    expect(vacant).toContain('CA-14: Vacant Seat');
    expect(vacant).toContain('This seat is vacant.');
    const list = await render('/legislators');
    expect(list).toContain('Members of Congress');
    expect(list).toContain('href="/legislators/alex-padilla"');
    expect(list).toContain('href="/legislators/ca-14"');
    // The whole list in seat order, as a bare address shows it (the address's filters and the
    // signed-in voter's own members apply in the browser, after hydration).
    expect(list).toContain('84 seats shown');
    expect(list).toContain('Choose a petition');
    expect(list).not.toContain('Your representatives');
    expect(list).not.toContain('Stance: ');
  });

  it('render the Open data page with its fields and example row', async () => {
    const html = await render('/open-data');
    expect(html).toContain('<h1');
    expect(html).toContain('Open data');
    expect(html).toContain('petition,title,as_of,state,chamber,district,yes,no');
    expect(html).toContain('CC0 1.0 Universal');
  });

  it('render the landing page signed out', async () => {
    const html = await render('/');
    expect(html).toContain(site.tagline);
    expect(html).toContain('Via phone or email verification.');
  });

  it('give each page its title, description and Open Graph tags, with absolute URLs when the origin is known', () => {
    const petition = petitions[0];
    if (!petition) throw new Error('The catalogue has no petitions.');
    const tags = headTags(`/petitions/${petition.url}`, 'https://registeredvoice.example.org');
    expect(tags).toContain(`<title>${petition.uiTitle} | ${site.productName}</title>`);
    expect(tags).toContain('<meta name="description"');
    expect(tags).toContain('<meta property="og:title"');
    expect(tags).toContain(
      `<meta property="og:url" content="https://registeredvoice.example.org/petitions/${petition.url}" />`,
    );
    expect(headTags('/about/terms-of-service', undefined)).not.toContain('og:url');
  });

  it("give a petition's Stances tab and each state's districts their own title, description and canonical link", () => {
    const petition = petitions[0];
    if (!petition) throw new Error('The catalogue has no petitions.');
    const origin = 'https://registeredvoice.example.org';
    const stances = headTags(`/petitions/${petition.url}/stances`, origin);
    expect(stances).toContain(`<title>${petition.uiTitle}: Petition Stances | ${site.productName}</title>`);
    expect(stances).toContain(`<link rel="canonical" href="${origin}/petitions/${petition.url}/stances" />`);
    const california = headTags(`/petitions/${petition.url}/stances/ca`, origin);
    expect(california).toContain(
      `<title>${petition.uiTitle}: California stances by congressional district | ${site.productName}</title>`,
    );
    expect(california).toMatch(
      /<meta name="description" content="How verified registered voters of California/,
    );
    expect(california).toContain(
      `<link rel="canonical" href="${origin}/petitions/${petition.url}/stances/ca" />`,
    );
  });

  it('give each petition its own Open Graph picture, absolute, with its size, alt text and the large card', () => {
    for (const path of PRERENDERED_PATHS.filter((p) => p.startsWith('/petitions/'))) {
      const petition = petitions.find((p) => path.startsWith(`/petitions/${p.url}`));
      if (!petition) throw new Error(`No petition for ${path}.`);
      const tags = headTags(path, 'https://registeredvoice.example.org/');
      expect(tags).toContain(
        `<meta property="og:image" content="https://registeredvoice.example.org/og/petitions/${petition.url}.png" />`,
      );
      expect(tags).toContain('<meta property="og:image:width" content="1200" />');
      expect(tags).toContain('<meta property="og:image:height" content="630" />');
      expect(tags).toContain(
        `<meta property="og:image:alt" content="${petition.uiTitle}: a petition on ${site.productName}" />`,
      );
      expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    }
  });

  it('give every other page the site’s picture, and no picture without an origin (og:image must be absolute)', () => {
    expect(headTags('/open-data', 'https://registeredvoice.example.org')).toContain(
      '<meta property="og:image" content="https://registeredvoice.example.org/og/site.png" />',
    );
    const local = headTags('/petitions/carbon-fee-and-dividend', undefined);
    expect(local).not.toContain('og:image');
    expect(local).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('link each page to its twin in the other language, English for any other (hreflang), and name its own', () => {
    const tags = headTags('/petitions/permanent-dst/stances/ca', 'https://registeredvoice.example.org');
    expect(tags).toContain(
      '<link rel="alternate" hreflang="en" href="https://registeredvoice.example.org/petitions/permanent-dst/stances/ca" />',
    );
    expect(tags).toContain(
      '<link rel="alternate" hreflang="es" href="https://registeredvoice.example.org/es/petitions/permanent-dst/stances/ca" />',
    );
    expect(tags).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://registeredvoice.example.org/petitions/permanent-dst/stances/ca" />',
    );
    // The English build's pages (the app's tests run it) are en_US, with es_US as the alternate.
    expect(tags).toContain('<meta property="og:locale" content="en_US" />');
    expect(tags).toContain('<meta property="og:locale:alternate" content="es_US" />');
    expect(headTags('/', 'https://registeredvoice.example.org')).toContain(
      '<link rel="alternate" hreflang="es" href="https://registeredvoice.example.org/es" />',
    );
  });
});
