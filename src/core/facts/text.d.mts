// Types of text.mjs (see there).
export declare function interpolate(template: string, values: Readonly<Record<string, string>>): string;
export declare function apiDocsPath(pathname: string): string;
