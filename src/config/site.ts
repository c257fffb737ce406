/**
 * Facts about the company and the places the site links to, kept in one
 * module so that a move (a new chat invite, a new legal page) is one edit.
 */
export const company = "tscircuit";
/** The year the site is built (this module is read by the build's config). */
export const copyrightYear = new Date().getUTCFullYear();
export const contactEmail = "contact@tscircuit.com";

export const urls = {
  site: "https://docs.tscircuit.com",
  onlineEditor: "https://tscircuit.com",
  blog: "https://blog.tscircuit.com",
  chat: "https://discord.com/invite/V7FGE5ZCbA",
  sourceCode: "https://github.com/tscircuit/tscircuit",
  /** The repository holding these docs; edit links open files on its main branch. */
  docsRepository: "https://github.com/tscircuit/docs",
  termsOfService: "https://registry.tscircuit.com/legal/terms-of-service.html",
  privacyPolicy: "https://registry.tscircuit.com/legal/privacy-policy.html",
} as const;

export const copyrightLine = `Copyright © ${copyrightYear} ${company}, Inc.`;
