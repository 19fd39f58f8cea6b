import Cookies from "js-cookie";

/**
 * The readable campus cookies (`authorized`, `csrf_token`, `lang`) as the browser holds them. The
 * HttpOnly session cookies are out of reach of scripts by design.
 */
export interface CookieJar {
  read(name: string): string | undefined;
  write(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/**
 * Secure over https; and always for a `__Host-` name, which a browser takes (or removes) only with Secure, at `/`,
 * without a domain.
 */
const isSecure = (name: string) => window.location.protocol === "https:" || name.startsWith("__Host-");

/** The document's cookies, where every readable campus cookie lives at path `/`. */
export const documentCookies: CookieJar = {
  read: (name) => Cookies.get(name),
  write(name, value, maxAgeSeconds) {
    Cookies.set(name, value, {
      path: "/",
      expires: maxAgeSeconds / (24 * 3600),
      sameSite: "lax",
      secure: isSecure(name),
    });
  },
  remove: (name) => Cookies.remove(name, { path: "/", secure: isSecure(name) }),
};
