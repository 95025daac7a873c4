import { chooseShape, randomIndex, type AdShape } from './machine';
import { IN_HOUSE_ADS } from './inhouse';

/**
 * The page load's draws, made once: React may render a component more than once before committing it (and runs
 * state initializers again), which must not draw a new shape or a new in-house ad.
 */
const draws: { shape?: AdShape; inHouse?: number } = {};
export const pageShape = () => (draws.shape ??= chooseShape(Math.random));
export const pageInHouseIndex = () => (draws.inHouse ??= randomIndex(IN_HOUSE_ADS.length, Math.random));
