import * as client from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the browser must bring back to the callback: kept in a short-lived signed cookie. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface OidcIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

/** Google (or any OpenID Connect issuer) with authorization code + PKCE, state and nonce. */
export class OidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  /** Discovery happens on first use and is cached; a failed discovery is retried next time. */
  private config(): Promise<client.Configuration> {
    if (!this.configuration) {
      const insecure = this.settings.issuer.startsWith('http://');
      this.configuration = client
        .discovery(
          new URL(this.settings.issuer),
          this.settings.clientId,
          this.settings.clientSecret,
          undefined,
          // Only local test issuers are plain http.
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((err: unknown) => {
          this.configuration = undefined;
          throw err;
        });
    }
    return this.configuration;
  }

  async start(
    redirectUri: string,
    prompt: string | undefined,
  ): Promise<{ url: string; tx: OidcTransaction }> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const tx: OidcTransaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      redirectUri,
    };
    const params: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: tx.state,
      nonce: tx.nonce,
    };
    if (prompt) params.prompt = prompt;
    return { url: client.buildAuthorizationUrl(config, params).href, tx };
  }

  /** Exchanges the code and checks state, nonce and PKCE; throws on any mismatch or provider error. */
  async finish(callbackUrl: URL, tx: OidcTransaction): Promise<OidcIdentity> {
    const config = await this.config();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: tx.codeVerifier,
      expectedState: tx.state,
      expectedNonce: tx.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const email = typeof claims.email === 'string' ? claims.email : '';
    if (!email) throw new Error('the ID token carries no email');
    return {
      sub: claims.sub,
      email,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email.split('@')[0]!,
      picture: typeof claims.picture === 'string' ? claims.picture : null,
    };
  }
}
