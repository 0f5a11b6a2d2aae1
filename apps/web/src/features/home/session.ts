/** What the home page needs to know about the session; the app passes it in from the auth store. */
export interface HomeSession {
  /** False until the session check has answered. */
  isReady: boolean;
  /** The signed-in member's name, or null for a visitor. */
  userName: string | null;
}
