import { itPreviewsEachExampleCopied } from "./examples-copied";

/** Each example's go folder, copied alone, previews as its README says (examples-copied.ts). */
itPreviewsEachExampleCopied("go");
