/** What the home page needs to know about the session; the app passes it in from the auth store. */
export interface HomeSession {
  /** False until the session check has answered. */
  isReady: boolean;
  /** The signed-in member's name, or null for a visitor. */
  userName: string | null;
  /**
   * How a visitor can sign in here (from /api/config): with Google, another way (the development sign-in), or not at
   * all; null until the configuration is read.
   */
  signIn: 'google' | 'other' | 'none' | null;
}
