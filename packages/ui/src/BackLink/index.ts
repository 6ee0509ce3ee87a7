export { BackLink, type BackLinkProps, type BackLinkSize } from './BackLink';
export { backLinkSizes } from './BackLink.css';
export { renderAnchor, type RenderLink, type LinkRenderProps } from './renderLink';
