// The Twitter/X card uses the same 1200×630 image as Open Graph.
// Route segment config cannot be re-exported, so only the image and its metadata are.
export { alt, contentType, default, size } from "./opengraph-image";
