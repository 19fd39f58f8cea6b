/**
 * Pages of the provider outside the campus (SPEC section 2), opened in a new tab. One place, so an
 * operator who moves a page changes one line.
 */
export const externalLinks = {
  profile: "https://konto.campusai.example/profil",
  rankAndProgress: "https://konto.campusai.example/ranga",
  accountSettings: "https://konto.campusai.example/ustawienia",
  university: "https://uniwersytet.campusai.example",
  privacyPolicy: "https://campusai.example/polityka-prywatnosci",
  termsOfService: "https://campusai.example/regulamin",
  professionalNetwork: "https://www.linkedin.com/company/campusai",
  socialNetwork: "https://www.facebook.com/campusai",
  photoNetwork: "https://www.instagram.com/campusai",
  shortVideoNetwork: "https://www.tiktok.com/@campusai",
} as const;

/** SPEC section 9: the external university needs rank stage 2. */
export const UNIVERSITY_MIN_RANK = 2;
