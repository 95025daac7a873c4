export { IslandBoundary } from './IslandBoundary';
export { ReloadOffer, type ReloadOfferProps } from './ReloadOffer';
export { once, type SharedLoader } from './sharedLoader';
export { StaticMarkup } from './StaticMarkup';
export {
  serverRender,
  CurrentPageContext,
  useCurrentNavNode,
  type ServerPage,
  type ServerParts,
  type ServerSiteData,
} from './serverRender';
