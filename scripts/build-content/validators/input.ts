// What every validator is given: the content folder's files and the one error collector.
import type { SiteFile } from '@rv/catalogue/schema';
import type { ErrorCollector } from '../collector';
import type { ContentFiles } from '../files';

export interface ValidatorInput {
  readonly files: ContentFiles;
  readonly report: ErrorCollector;
}

/** For validators whose rules depend on site.yaml (null when it is invalid). */
export interface SiteInput extends ValidatorInput {
  readonly site: SiteFile | null;
}
