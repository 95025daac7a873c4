// Types of facts.mjs (see there).
export declare const PLANS: readonly ['pro', 'premium'];
export type Plan = (typeof PLANS)[number];
export declare const PLAN_LABELS: Readonly<Record<Plan, string>>;
export declare function communityPackage(name: string): string;

export declare const CODE_STYLINGS: readonly ['system', 'tailwind', 'css'];
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export declare const DEFAULT_CODE_STYLING: 'system';

export declare const CODE_VARIANTS: readonly ['TS', 'JS'];
export type CodeVariant = (typeof CODE_VARIANTS)[number];

export declare const DEMO_BACKGROUNDS: readonly ['outlined', 'inline', 'playground'];
export type DemoBackground = (typeof DEMO_BACKGROUNDS)[number];

export declare const OFFLINE_SCOPES: ReadonlyArray<{ readonly scope: '/x/' | '/zh/x/'; readonly language: 'en' | 'zh' }>;
export type OfflineScope = (typeof OFFLINE_SCOPES)[number]['scope'];
export declare const CACHE_PAGES_MESSAGE: 'DOCS_CACHE_PAGES';
export declare const SERVICE_WORKER_FILE: 'sw.js';
export declare const MANIFEST_FILE: 'manifest.webmanifest';

export declare function escapeHtml(text: string): string;
export declare function escapeAttribute(text: string): string;
export declare function interpolate(template: string, values: Readonly<Record<string, string>>): string;
export declare function apiDocsPath(pathname: string): string;
