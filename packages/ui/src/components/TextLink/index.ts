export { ExternalLink, LinkButton, linkClassName, TextLink } from './TextLink';
