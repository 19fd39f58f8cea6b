/*
 * The certificate's page as the element tree satori lays out (flexbox, like the campus's CSS): plain objects in
 * React's shape, so no JSX runtime is needed on the server.
 */

/** What a certificate image prints; every string is final (translated, formatted) before it gets here. */
export interface CertificateImage {
  heading: string;
  /** "This certifies that" / "Niniejszym zaświadcza się, że" and so on. */
  intro: string;
  holder: string;
  /** "has completed the course" */
  completed: string;
  course: string;
  /** The course's program and hours ("Program: … · 2,5 godz. nauki"), when the certificate records them. */
  details?: string;
  dateLabel: string;
  date: string;
  idLabel: string;
  id: string;
  issuer: string;
  /** "Verify at" */
  verifyLabel: string;
  /** The public page, for the QR code. */
  verifyUrl: string;
  /** The same without the scheme, short enough to type. */
  shortUrl: string;
}

export const WIDTH = 1200;
export const HEIGHT = 848;

const ACCENT = "#4a2fd4";
const INK = "#1c1b22";
const MUTED = "#55525f";

export interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: Node | Node[]; src?: string; [key: string]: unknown };
}
type Node = Element | string;

const el = (type: string, style: Record<string, string | number>, children?: Node | Node[], extra = {}) => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

/** Long names and titles get smaller type rather than overflowing the page. */
export function fitSize(text: string, largest: number, smallest: number, charsAtLargest: number): number {
  const length = [...text].length;
  if (length <= charsAtLargest) return largest;
  return Math.max(smallest, Math.floor((largest * charsAtLargest) / length));
}

/** The page: heading, holder, course, then a footer with the date, id, issuer and the QR code of the public page. */
export function certificateLayout(image: CertificateImage, qrDataUrl: string, fontFamily: string): Element {
  const small = { fontSize: 20, color: MUTED, fontWeight: 400 };
  const footerItem = (label: string, value: string, mono = false) =>
    el("div", { display: "flex", flexDirection: "column", marginRight: 48 }, [
      el("div", { ...small, fontSize: 16, textTransform: "uppercase", letterSpacing: 1.5 }, label),
      el("div", { fontSize: mono ? 20 : 22, color: INK, fontWeight: 600, marginTop: 6 }, value),
    ]);
  return el(
    "div",
    {
      width: WIDTH,
      height: HEIGHT,
      display: "flex",
      backgroundColor: "#ffffff",
      fontFamily,
    },
    el(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        flexGrow: 1,
        margin: 28,
        border: `3px solid ${ACCENT}`,
        borderRadius: 16,
        padding: "56px 72px 48px",
      },
      [
        el("div", { display: "flex", alignItems: "center" }, [
          el("div", { width: 14, height: 14, borderRadius: 7, backgroundColor: ACCENT, marginRight: 14 }),
          el("div", { fontSize: 24, fontWeight: 700, color: ACCENT, letterSpacing: 0.5 }, image.issuer),
        ]),
        el("div", { fontSize: 52, fontWeight: 700, color: INK, marginTop: 40 }, image.heading),
        el("div", { ...small, fontSize: 24, marginTop: 28 }, image.intro),
        el(
          "div",
          { fontSize: fitSize(image.holder, 60, 32, 26), fontWeight: 700, color: ACCENT, marginTop: 10 },
          image.holder,
        ),
        el("div", { ...small, fontSize: 24, marginTop: 24 }, image.completed),
        el(
          "div",
          {
            fontSize: fitSize(image.course, 40, 24, 44),
            fontWeight: 600,
            color: INK,
            marginTop: 10,
            lineHeight: 1.25,
            maxWidth: 1000,
          },
          image.course,
        ),
        ...(image.details ? [el("div", { ...small, fontSize: 20, marginTop: 14, maxWidth: 1000 }, image.details)] : []),
        el("div", { flexGrow: 1 }),
        el("div", { display: "flex", alignItems: "flex-end", justifyContent: "space-between" }, [
          el("div", { display: "flex", flexDirection: "column" }, [
            el("div", { display: "flex" }, [
              footerItem(image.dateLabel, image.date),
              footerItem(image.idLabel, image.id, true),
            ]),
            el("div", { ...small, fontSize: 18, marginTop: 24 }, `${image.verifyLabel} ${image.shortUrl}`),
          ]),
          el("img", { width: 150, height: 150 }, undefined, { src: qrDataUrl, width: 150, height: 150 }),
        ]),
      ],
    ),
  );
}
