import { itPreviewsEachExampleCopied } from "./examples-copied";

/** Each example's java folder, copied alone, previews as its README says (examples-copied.ts). */
itPreviewsEachExampleCopied("java");
