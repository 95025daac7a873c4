// Types of code.mjs (see there).
export declare const CODE_STYLINGS: readonly ['system', 'tailwind', 'css'];
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export declare const DEFAULT_CODE_STYLING: 'system';

export declare const CODE_VARIANTS: readonly ['TS', 'JS'];
export type CodeVariant = (typeof CODE_VARIANTS)[number];

export declare const DEMO_BACKGROUNDS: readonly ['outlined', 'inline', 'playground'];
export type DemoBackground = (typeof DEMO_BACKGROUNDS)[number];
