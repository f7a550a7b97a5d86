// Shared story data: voters from the @rv/api fixtures, site constants from the catalogue.
import { voters } from '@rv/api/mocks';
import { site } from '@rv/catalogue';
import type { PhoneRules, UserIdentity } from '@rv/domain';

export const PRODUCT_NAME = site.productName;
export const TAGLINE = site.tagline;
export const CONTACT_EMAIL = site.contact.email;
export const PHONE_RULES: PhoneRules = site.phone;

export const californiaVoter = voters.california;
export const floridaVoter = voters.florida;

export const phoneIdentity: UserIdentity = { phone: '+19165550123', email: null };
export const emailIdentity: UserIdentity = { phone: null, email: 'james.okafor@example.org' };
