// Types of escape.mjs (see there).
export declare function escapeHtml(text: string): string;
export declare function escapeAttribute(text: string): string;
