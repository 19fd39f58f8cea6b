// Files the learner downloads: handing one to the browser, and a certificate offered again by home and the
// course page alike (two areas, so the floor below them).
export { saveFile } from "./save-file";
export { type CertificateFormat, useCertificateDownload } from "./use-certificate-download";
