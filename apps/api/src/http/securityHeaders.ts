import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { isWebAppPath } from "./webAppPaths";

/**
 * Response headers of a JSON API that holds financial data (OWASP API8 security misconfiguration):
 * hono's secure-headers defaults (nosniff, HSTS, no referrer, same-origin CORP/COOP, ...) plus
 * - `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'` and `X-Frame-Options: DENY`:
 *   a JSON answer is never a document, a script source or a frame;
 * - `Cache-Control: no-store` unless a route set its own: no shared or browser cache keeps balances
 *   or tokens.
 * The API reference page (`docsPath`) is the one HTML document: its CSP allows scripts from this
 * origin only (the page has no inline script) and fetches, images and fonts from this origin only.
 * Styles may also be inline: the reference's script writes <style> elements and style attributes
 * as it renders (its theme, per-method colours, toasts) that no nonce or hash can cover, and with
 * every request confined to this origin an injected style has no channel out. No frames, no forms.
 * The web app's paths (`isWebAppPath`: its pages, its files) get the contract's policy: scripts,
 * styles, fetches, images and fonts from this origin only (images also `data:` and `blob:`, for a
 * receipt's preview), no inline script, no `<base>`, forms posting here only, no frames. The one
 * inline style allowed carries this answer's nonce: React Aria writes a <style> element for touch
 * handling (and another while a dialog is open on iOS), reading the nonce from the page's
 * `csp-nonce` meta tag, which the page's answer fills in (`webApp`).
 */
export const securityHeaders = (options: { docsPath: string }): MiddlewareHandler => {
  const common = { xFrameOptions: "DENY" } as const;
  const api = secureHeaders({
    ...common,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
  const docs = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  });
  const page = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  return async (c, next) => {
    const path = c.req.path;
    await (path === options.docsPath ? docs : isWebAppPath(path) ? page : api)(c, next);
    // On the response's own headers, as secure-headers does: `c.header()` after the handler answered
    // rebuilds the response around its body stream, which takes @hono/node-server off its fast
    // path for string bodies (a third of /health's CPU).
    if (!c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", "no-store");
  };
};
