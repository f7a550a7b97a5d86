export { PAGE_KINDS, type PageKind, PageLayout } from './PageLayout';
