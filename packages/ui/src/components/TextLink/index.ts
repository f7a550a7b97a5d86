export { ExternalLink, LinkButton, linkClassName, TextLink, useFollowLinksInApp } from './TextLink';
