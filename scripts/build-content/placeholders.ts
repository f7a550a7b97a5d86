// The operator's placeholders: who runs the site and how to reach them, as shipped for the local
// stack and the demos. The site shows them as a demonstration; `content:check` lists them and
// `-- --strict` (run by `npm run deploy`) fails on them, so no deploy goes out without the real
// operator (docs/decisions/0068-the-operator-is-named.md).
import type { SiteFile } from '@rv/catalogue/schema';
import { ErrorCollector } from './collector';
import type { ContentError } from './errors';
import type { ContentFiles } from './files';

/** Domains reserved for examples (RFC 2606, RFC 6761): no one reads mail sent there. */
const EXAMPLE_DOMAIN = /(^|\.)(example|invalid|test|localhost)$|(^|\.)example\.(com|net|org)$/i;

/** 555-0100 to 555-0199: the numbers set aside for fiction (NANPA); no one answers them. */
const FICTIONAL_NUMBER = /555-01\d\d$/;

/** Each placeholder field of a site.yaml that builds, with what to write instead. */
export function operatorPlaceholders({
  files,
  display,
}: {
  files: ContentFiles;
  display: (relative: string) => string;
}): ContentError[] {
  const found = new ErrorCollector(display);
  const loaded = files.readYaml('site.yaml');
  if (!loaded) return [];
  const site = loaded.data as SiteFile;
  const { at } = found.fields(loaded.source);
  if (site.operator.demo) {
    const replace = 'then remove operator.demo';
    at(
      ['operator', 'name'],
      `is the demo operator — write the name of the organization that runs the site, ${replace}`,
    );
    at(
      ['operator', 'funding'],
      `is the demo operator's — write who pays for the site, in English and Spanish, ${replace}`,
    );
    at(
      ['operator', 'nonpartisan'],
      `is the demo operator's — write the operator's own statement of independence, in English and Spanish, ${replace}`,
    );
  }
  const domain = site.contact.email.split('@')[1] ?? '';
  if (EXAMPLE_DOMAIN.test(domain)) {
    at(
      ['contact', 'email'],
      `${domain} is reserved for examples and reaches no one — write the operator's e-mail address`,
    );
  }
  if (FICTIONAL_NUMBER.test(site.contact.helpPhone)) {
    at(
      ['contact', 'helpPhone'],
      `${site.contact.helpPhone} is a fictional number (555-0100 to 555-0199) — write the operator's help line, and the same number in helpPhoneE164`,
    );
  }
  return found.sorted();
}
