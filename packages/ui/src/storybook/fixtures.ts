// Shared story data: voters from the @rv/api fixtures, site constants from the catalogue.
import { voters } from '@rv/api/mocks';
import { type Petition, petitions, site } from '@rv/catalogue';
import type { PhoneRules, UserIdentity } from '@rv/domain';

export const PRODUCT_NAME = site.productName;
export const TAGLINE = site.tagline;
export const CONTACT_EMAIL = site.contact.email;
export const PHONE_RULES: PhoneRules = site.phone;

export const californiaVoter = voters.california;
export const floridaVoter = voters.florida;

export const phoneIdentity: UserIdentity = { phone: '+19165550123', email: null };
export const emailIdentity: UserIdentity = { phone: null, email: 'james.okafor@example.org' };

// Hand-made petitions for the jurisdictions the real content does not have yet (a state and a
// city petition): same shape as the catalogue's, derived from its first petition.

const base = petitions[0];
if (!base) throw new Error('The catalogue has no petition: run npm run build:content.');

export const nationalPetition: Petition = base;

export const californiaStatePetition: Petition = {
  ...base,
  url: 'ca-example-state-petition',
  petitionKey: 'caExampleStatePetition',
  uiTitle: 'Free Transit Passes for California Students',
  subtitle: 'A petition to the California State Legislature.',
  tileDescription: 'Give every California student a free transit pass.',
  addressedTo: 'California State Legislature',
  jurisdiction: { level: 'STATE', state: 'ca' },
  supportLegislation: null,
  citedBills: [],
};

export const floridaStatePetition: Petition = {
  ...californiaStatePetition,
  url: 'fl-example-state-petition',
  petitionKey: 'flExampleStatePetition',
  uiTitle: 'Shade Trees on Every Florida School Route',
  subtitle: 'A petition to the Florida Legislature.',
  tileDescription: 'Plant shade trees along the routes children walk to school.',
  addressedTo: 'Florida Legislature',
  jurisdiction: { level: 'STATE', state: 'fl' },
};

export const cityPetition: Petition = {
  ...californiaStatePetition,
  url: 'sf-example-city-petition',
  petitionKey: 'sfExampleCityPetition',
  uiTitle: 'Protected Bike Lanes on Market Street',
  subtitle: 'A petition to the San Francisco Board of Supervisors.',
  tileDescription: 'Separate bike lanes from traffic along Market Street.',
  addressedTo: 'San Francisco Board of Supervisors',
  jurisdiction: { level: 'CITY', state: 'ca' },
};
