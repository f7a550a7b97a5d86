// Shared story data: voters from the @rv/api fixtures, site constants as in content/site.yaml.
import { voters } from '@rv/api/mocks';
import type { PhoneRules, UserIdentity } from '@rv/domain';

export const PRODUCT_NAME = 'Registered Voice';
export const TAGLINE = 'Online petitions for registered voters.';
export const CONTACT_EMAIL = 'info@registeredvoice.example.org';
export const PHONE_RULES: PhoneRules = { maxLength: 14, countryCode: '+1' };

export const californiaVoter = voters.california;
export const floridaVoter = voters.florida;

export const phoneIdentity: UserIdentity = { phone: '+19165550123', email: null };
export const emailIdentity: UserIdentity = { phone: null, email: 'james.okafor@example.org' };
