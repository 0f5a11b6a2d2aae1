// The one icon module: import icons from here. All drawn on `Icon` (24×24 line icons) except the brand marks.
// Split by where they appear; vite.config.ts marks these files free of side effects, so a page that imports
// one icon through this index loads only that icon's file (the first page: the general icons).
export * from './fact-icons.tsx';
export * from './general-icons.tsx';
export * from './icon.tsx';
export * from './interaction-icons.tsx';
export * from './map-icons.tsx';
export * from './sign-in-icons.tsx';
