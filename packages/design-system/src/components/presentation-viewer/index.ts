export { type PresentationSlide, PresentationViewer, type PresentationViewerProps } from "./presentation-viewer";
