export { IslandBoundary } from './IslandBoundary';
export { ReloadOffer, type ReloadOfferProps } from './ReloadOffer';
export { once, type SharedLoader } from './sharedLoader';
export { StaticMarkup } from './StaticMarkup';
export { serverOnly } from './serverOnly';
export { useLazyModule, type LazyModule } from './useLazyModule';
export { OpenedIsland, type OpenedIslandProps } from './OpenedIsland';
