import { itPreviewsEachExampleCopied } from "./examples-copied";

/** Each example's python folder, copied alone, previews as its README says (examples-copied.ts). */
itPreviewsEachExampleCopied("python");
