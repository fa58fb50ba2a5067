import { itPreviewsEachExampleCopied } from "./examples-copied";

/** Each example's typescript folder, copied alone, previews as its README says (examples-copied.ts). */
itPreviewsEachExampleCopied("typescript");
