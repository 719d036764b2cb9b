// Build-time settings of the client (Vite env, set when building).
declare global {
  interface ImportMetaEnv {
    /** Where the "Donate" link of the notes panel points; without it the link is not shown. */
    readonly VITE_DONATE_URL?: string;
    /** The contact address shown on /contact; without it the page shows no address. */
    readonly VITE_CONTACT_EMAIL?: string;
  }
}

export {};
