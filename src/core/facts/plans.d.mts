// Types of plans.mjs (see there).
export declare const PLANS: readonly ['pro', 'premium'];
export type Plan = (typeof PLANS)[number];
export declare const PLAN_LABELS: Readonly<Record<Plan, string>>;
export declare function communityPackage(name: string): string;
