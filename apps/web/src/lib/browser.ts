/**
 * Full-page navigation (leaving the single-page app, e.g. to the server's Google sign-in endpoint).
 * An object so tests can replace it: jsdom does not allow redefining `window.location.assign`.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  currentPath(): string {
    return `${window.location.pathname}${window.location.search}`;
  },
};
