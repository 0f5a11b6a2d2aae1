/** Chromium's flags on these machines (chromium.mjs). */
export declare const CHROMIUM_FLAGS: string[];
