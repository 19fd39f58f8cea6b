/**
 * The inline `<script>` body the campus page runs in its head, before the first paint: it sets `<html lang>` to
 * the language the app will start in (`resolveLanguage`: `?lang=pl|en`, else the stored `i18nextLng`, else
 * Polish), so the loading screen written into index.html shows its message in that language, a screen reader
 * reads it so, and the route preload fetches that language's strings. A literal, so it is the same byte for byte
 * whichever tool builds the page (the server allows it by its hash); a unit test keeps it agreeing with
 * `resolveLanguage`.
 */
export const languageBootScript =
  '(function(){var l=null;try{l=new URLSearchParams(location.search).get("lang")}catch(e){}if(l!=="pl"&&l!=="en"){try{l=window.localStorage.getItem("i18nextLng")}catch(e){l=null}}document.documentElement.lang=l==="en"?"en":"pl"})();';
